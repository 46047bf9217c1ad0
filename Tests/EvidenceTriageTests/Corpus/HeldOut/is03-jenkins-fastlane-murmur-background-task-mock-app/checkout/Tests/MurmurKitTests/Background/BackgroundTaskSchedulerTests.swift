import XCTest
@testable import MurmurKit

final class BackgroundTaskSchedulerTests: XCTestCase {
    private var app: MockApplication!
    private var scheduler: IOSBackgroundTaskScheduler!

    override func setUp() {
        super.setUp()
        app = MockApplication()
        scheduler = IOSBackgroundTaskScheduler(application: app)
    }

    func testBeginStartsOneTask() {
        XCTAssertTrue(scheduler.beginTask(expirationHandler: nil))
        XCTAssertEqual(app.begun.count, 1)
    }

    func testEndEndsActiveTask() {
        _ = scheduler.beginTask(expirationHandler: nil)
        scheduler.endTask()
        XCTAssertEqual(app.ended, app.begun)
    }

    func testBeginTwiceEndsPreviousTask() {
        _ = scheduler.beginTask(expirationHandler: nil)
        let first = app.begun[0]
        _ = scheduler.beginTask(expirationHandler: nil)

        XCTAssertEqual(app.ended, [first], "the first background task must be ended when a second one begins")
    }

    func testConcurrentBeginAndEndKeepsSingleTask() {
        DispatchQueue.concurrentPerform(iterations: 200) { i in
            if i.isMultiple(of: 2) { _ = scheduler.beginTask(expirationHandler: nil) } else { scheduler.endTask() }
        }
        _ = scheduler.beginTask(expirationHandler: nil)
        XCTAssertEqual(app.activeCount, 1, "exactly one background task must be active")
    }

    func testExpirationCallsHandler() {
        var called = false
        _ = scheduler.beginTask(expirationHandler: { called = true })
        app.expire(app.begun[0])
        XCTAssertTrue(called)
    }
}
