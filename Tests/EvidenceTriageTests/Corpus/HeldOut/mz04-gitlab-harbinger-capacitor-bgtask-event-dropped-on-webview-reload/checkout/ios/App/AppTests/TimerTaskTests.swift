import XCTest
import BackgroundTasks
import Capacitor
@testable import App

final class TimerTaskTests: XCTestCase {

    func testRegisteredAtLaunch() {
        XCTAssertTrue(TimerTask.shared.isRegistered)
    }

    func testSubmitTimerTask() throws {
        XCTAssertNoThrow(try TimerTask.shared.schedule(after: 15 * 60))
    }

    func testSimulatedLaunchEmitsTaskCompleted() throws {
        let probe = WindowEventProbe(name: "taskCompleted")
        let emitted = expectation(description: "window event taskCompleted")
        probe.onEvent = { _ in emitted.fulfill() }
        try TimerTask.shared.schedule(after: 60)
        BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"),
                                       with: TimerTask.identifier)
        wait(for: [emitted], timeout: 30)
    }
}
