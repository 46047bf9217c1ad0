import XCTest
@testable import Cairnline

final class BackgroundDownloadRelaunchTests: XCTestCase {
    private final class SpyDownloads: BackgroundSessionHandling {
        var reconnects = 0
        func reconnect(completion: @escaping () -> Void) { reconnects += 1; completion() }
    }

    func testRelaunchEventsReachDownloadManager() {
        let spy = SpyDownloads()
        let router = AppServices.makeRouter(downloads: spy)
        let delivered = router.route(identifier: OfflineDownloadSession.identifier) {}
        XCTAssertTrue(delivered, "relaunch events for \(OfflineDownloadSession.identifier) were not routed")
        XCTAssertEqual(spy.reconnects, 1)
    }

    func testUnknownSessionStillCallsCompletion() {
        let router = AppServices.makeRouter(downloads: SpyDownloads())
        var called = false
        router.route(identifier: "com.example.other") { called = true }
        XCTAssertTrue(called)
    }
}
