import XCTest
@testable import FieldSync

/// Map tiles come down through the background session com.ridgeway.fieldkit.maps. After a
/// relaunch the app reattaches, may cancel what it no longer needs, and starts fresh tasks.
final class DownloadRecoveryTests: XCTestCase {
    func testRecoveredDownloadCanBeCancelledAndRestarted() async throws {
        let finished = expectation(description: "fresh download of basemap-tiles-12 finishes")
        let downloader = TileDownloader(onFinish: { name, _ in
            if name == "basemap-tiles-12" { finished.fulfill() }
        })
        let recovered = await downloader.reattach()
        for task in recovered { downloader.cancel(task) }

        downloader.start("basemap-tiles-12", from: URL(string: "https://tiles.ridgeway.example/basemap/12.zip")!)

        await fulfillment(of: [finished], timeout: 60)
    }

    func testResumeDataIsPersisted() throws {
        let store = ResumeDataStore(directory: FileManager.default.temporaryDirectory)
        store.save(Data([1, 2, 3]), for: "basemap-tiles-12")
        XCTAssertEqual(store.load("basemap-tiles-12"), Data([1, 2, 3]))
    }
}
