import XCTest
import WatchKit
@testable import KestrelWatchExtension

final class ComplicationRefreshTests: XCTestCase {
    private let clock = TestClock()

    func testSchedulesNextRefreshFirst() async {
        let task = FakeAppRefreshTask()
        let handler = RefreshTaskHandler(api: StubPricesAPI(delay: .seconds(1)), clock: clock)
        await handler.handle(task)
        XCTAssertNotNil(handler.lastScheduledRefresh)
    }

    /// watchOS grants ~15 s warm / 25 s cold; the handler must end the task itself.
    func testRefreshTaskCompletedWithinDeadline() async {
        let task = FakeAppRefreshTask()
        let handler = RefreshTaskHandler(api: StubPricesAPI(delay: .seconds(40)), clock: clock)
        await handler.handle(task)
        let elapsed = task.completedAt.map { $0.timeIntervalSince(task.startedAt) } ?? .infinity
        XCTAssertLessThanOrEqual(elapsed, 10, "seconds until setTaskCompletedWithSnapshot")
    }

    /// The session may finish its events before the refresh task's handler is attached.
    func testSessionEventsHandledBeforeTaskDelegate() async {
        let session = FakeBackgroundSession(identifier: "com.kestrel.watch.prices", finishesImmediately: true)
        let task = FakeURLSessionRefreshTask(sessionIdentifier: session.identifier)
        let coordinator = BackgroundSessionCoordinator(session: session)
        session.deliverAllEvents()
        coordinator.handle(task)
        await clock.advance(by: .seconds(25))
        XCTAssertTrue(task.isCompleted, "WKURLSessionRefreshBackgroundTask left open")
    }
}
