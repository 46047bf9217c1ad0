import XCTest
@testable import Yarrow

final class DownloadCleanupTests: XCTestCase {
    func testCancelledDownloadRemovesPartialFile() async throws {
        let store = TemporaryEpisodeStore()
        let download = EpisodeDownload(url: .fixture("ep-88.mp3"), store: store, transport: SlowTransport(chunks: 10))
        let handle = Task { try await download.start() }
        try await Task.sleep(nanoseconds: 20_000_000)
        handle.cancel()
        _ = try? await handle.value
        XCTAssertFalse(store.fileExists("ep-88.mp3.part"), "partial file left after cancellation")
    }
}
