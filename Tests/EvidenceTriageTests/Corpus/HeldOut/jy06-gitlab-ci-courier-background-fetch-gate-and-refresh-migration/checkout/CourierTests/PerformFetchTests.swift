import XCTest
@testable import Courier

final class PerformFetchTests: XCTestCase {
    func testExpirationStopsIOBeforeEndingTask() {
        var clock: TimeInterval = 0
        let events = EventLog()
        let core = FakeCore(events: events, fetchBlocksUntilStopped: true)
        let app = FakeBackgroundTime(events: events)
        let fetcher = BackgroundFetch(core: core, app: app, now: { clock })
        clock = 120
        let done = expectation(description: "fetch done")
        fetcher.performFetch { _ in done.fulfill() }
        app.expire()
        wait(for: [done], timeout: 5)
        XCTAssertEqual(events.filter { ["stopIo", "endBackgroundTask"].contains($0) }, ["stopIo", "endBackgroundTask"],
                       "background task ended while IO was still running (0xdead10cc risk)")
    }
}
