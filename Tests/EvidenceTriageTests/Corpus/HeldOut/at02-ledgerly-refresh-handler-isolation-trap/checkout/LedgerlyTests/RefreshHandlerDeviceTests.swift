import BackgroundTasks
import XCTest
@testable import Ledgerly

/// Runs on the Xcode Cloud physical-device lane only.
final class RefreshHandlerDeviceTests: XCTestCase {

    func testSimulatedLaunchCompletesTask() throws {
        let completed = expectation(description: "refresh task completed")
        ReminderRefresh.testHooks.onComplete = { _ in completed.fulfill() }

        try ReminderRefresh.shared.scheduleNext(after: 60)
        try DeviceHarness.simulateLaunch(TaskID.reminderRefresh)

        wait(for: [completed], timeout: 120)
    }

    func testExpirationCompletesOnce() throws {
        var completions: [Bool] = []
        let task = FakeRefreshTask()
        task.onSetTaskCompleted = { completions.append($0) }

        ReminderRefresh.shared.handle(task)
        task.expire()
        ReminderRefresh.shared.waitForPass()

        XCTAssertEqual(completions, [false], "setTaskCompleted must be called exactly once, with false, after expiration")
    }
}
