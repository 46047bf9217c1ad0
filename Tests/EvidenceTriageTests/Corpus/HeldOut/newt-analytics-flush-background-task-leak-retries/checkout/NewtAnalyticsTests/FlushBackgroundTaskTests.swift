import XCTest
@testable import NewtAnalytics

/// UIApplication is replaced by FakeBackgroundTaskHost, which hands out identifiers
/// and lets the test fire each task's expiration handler.
final class FlushBackgroundTaskTests: XCTestCase {
    private var host: FakeBackgroundTaskHost!
    private var flusher: EventFlusher!

    override func setUp() {
        super.setUp()
        host = FakeBackgroundTaskHost()
        flusher = EventFlusher(host: host, transport: StallingTransport())
    }

    func testFlushBeginsOneBackgroundTask() {
        flusher.applicationDidEnterBackground()
        XCTAssertEqual(host.begun.count, 1)
    }

    func testEveryBackgroundTaskEndedOnExpiration() {
        flusher.applicationDidEnterBackground()
        flusher.applicationWillEnterForeground()
        flusher.applicationDidEnterBackground()
        host.expireAll()
        XCTAssertEqual(host.ended.sorted(), host.begun.sorted(), "leaked background task identifiers")
    }
}
