import XCTest
import TrailTilesSDK
@testable import Cairnfield

@MainActor
final class OfflineRegionDownloaderTests: XCTestCase {
    func testDownloadReportsCompletion() async throws {
        // The recording tile store replays a real download and, like the SDK, calls back on its worker queue.
        let store = RecordingTileStore(fixture: "glen-coe-z8-z14")
        let downloader = OfflineRegionDownloader(tileStore: store)
        downloader.download(.fixture(id: "glen-coe"))
        try await store.waitUntilFinished()
        XCTAssertEqual(downloader.state, .ready)
        XCTAssertEqual(downloader.progress, 1, accuracy: 0.001)
    }
}
