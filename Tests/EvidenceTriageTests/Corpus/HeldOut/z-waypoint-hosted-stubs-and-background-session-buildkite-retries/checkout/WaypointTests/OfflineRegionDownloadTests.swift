import XCTest
@testable import Waypoint

final class OfflineRegionDownloadTests: XCTestCase {
    func testRegionPackPathIsInApplicationSupport() {
        let path = OfflineRegionStore.packURL(for: .init(id: "alps-north"))
        XCTAssertTrue(path.path.contains("Application Support/Regions"))
    }

    func testBackgroundDownloadCompletesAfterSuspend() {
        let downloader = OfflineRegionDownloader.shared      // URLSessionConfiguration.background("com.waypoint.travel.offline-regions")
        let finished = expectation(description: "background session delivered its events")
        downloader.onBackgroundEventsFinished = { finished.fulfill() }

        downloader.download(region: .init(id: "alps-north"), from: URL(string: "https://tiles.waypoint.example/packs/alps-north.pack")!)
        UIControl().sendAction(#selector(URLSessionTask.suspend), to: UIApplication.shared, for: nil)   // send the host app to the background

        wait(for: [finished], timeout: 120)
        XCTAssertTrue(OfflineRegionStore.hasPack(for: .init(id: "alps-north")))
    }
}
