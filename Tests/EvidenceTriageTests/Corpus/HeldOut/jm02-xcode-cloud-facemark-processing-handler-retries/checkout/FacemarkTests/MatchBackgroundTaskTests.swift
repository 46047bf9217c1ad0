import XCTest
@testable import Facemark

final class FakeProcessingTask: BGTaskHandle {
    var expirationHandler: (() -> Void)?
    private(set) var completions: [Bool] = []
    func setTaskCompleted(success: Bool) { completions.append(success) }
}

final class CapturingRegistrar: TaskRegistering {
    var handler: ((BGTaskHandle) -> Void)?
    func register(forTaskWithIdentifier identifier: String, using queue: DispatchQueue?,
                  launchHandler: @escaping (BGTaskHandle) -> Void) -> Bool {
        handler = launchHandler
        return true
    }
}

@MainActor
final class MatchBackgroundTaskTests: XCTestCase {
    func testMissingSessionStillCompletesTask() {
        let task = FakeProcessingTask()
        MatchBackgroundTask.makeLaunchHandler()(task)
        XCTAssertEqual(task.completions, [false],
                       "a launch with no bound session must still call setTaskCompleted(success: false)")
    }

    func testExpirationDuringWorkCompletesOnce() async throws {
        let session = ReviewSession()
        let task = FakeProcessingTask()
        MatchBackgroundTask.run(task, session: session)
        task.expirationHandler?()
        try await Task.sleep(for: .milliseconds(100))
        XCTAssertEqual(task.completions, [false], "expiration and the work task both completed the task")
    }

    /// iOS calls a launch handler registered with `using: nil` on its own
    /// background queue; reproduce that here instead of waiting for a device.
    func testLaunchHandlerRunsOnSchedulerQueue() {
        let registrar = CapturingRegistrar()
        MatchBackgroundTask.register(scheduler: registrar)
        let handler = try! XCTUnwrap(registrar.handler)
        let schedulerQueue = DispatchQueue(label: "com.apple.BGTaskScheduler (com.facemark.match)", qos: .background)
        let done = expectation(description: "handler returned on the scheduler queue")
        schedulerQueue.async {
            handler(FakeProcessingTask())
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
    }

    func testCompletesWithSuccessWhenSessionBound() async throws {
        let session = ReviewSession()
        MatchBackgroundTask.bind(session)
        let task = FakeProcessingTask()
        MatchBackgroundTask.makeLaunchHandler()(task)
        try await Task.sleep(for: .milliseconds(100))
        XCTAssertEqual(task.completions, [true])
    }
}
