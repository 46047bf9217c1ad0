import UIKit
import XCTest
@testable import Wickerly

private final class FakeApplication: BackgroundTaskApplication {
    private let lock = NSLock()
    private var next = 7
    private(set) var ended: [Int] = []
    private var handlers: [Int: () -> Void] = [:]

    func beginBackgroundTask(withName taskName: String?, expirationHandler handler: (@MainActor @Sendable () -> Void)?) -> UIBackgroundTaskIdentifier {
        lock.lock(); defer { lock.unlock() }
        let id = next; next += 1
        handlers[id] = { MainActor.assumeIsolated { handler?() } }
        return UIBackgroundTaskIdentifier(rawValue: id)
    }

    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        lock.lock(); defer { lock.unlock() }
        ended.append(identifier.rawValue)
    }

    /// UIKit calls the expiration handler on the main thread and expects the task to be ended before it returns.
    func expire(_ id: Int) { handlers[id]?() }
}

final class BackgroundTaskSchedulerTests: XCTestCase {
    func testExpirationHandlerEndsTaskBeforeReturning() {
        let app = FakeApplication()
        let scheduler = BackgroundTaskScheduler(app: app)
        scheduler.beginTask()

        app.expire(7)

        XCTAssertEqual(app.ended, [7], "task must be ended inside the expiration handler")
    }

    func testConcurrentBeginsEndEveryTask() {
        let app = FakeApplication()
        let schedulers = (0..<4).map { _ in BackgroundTaskScheduler(app: app) }
        DispatchQueue.concurrentPerform(iterations: 32) { i in
            let scheduler = schedulers[i % 4]
            scheduler.beginTask()
            scheduler.endTask()
        }
        XCTAssertEqual(app.ended.count, 32, "ended task count after 32 concurrent begin/end pairs")
    }

    func testEndTaskIsIdempotent() {
        let app = FakeApplication()
        let scheduler = BackgroundTaskScheduler(app: app)
        scheduler.beginTask()
        scheduler.endTask()
        scheduler.endTask()
        XCTAssertEqual(app.ended, [7])
    }
}
