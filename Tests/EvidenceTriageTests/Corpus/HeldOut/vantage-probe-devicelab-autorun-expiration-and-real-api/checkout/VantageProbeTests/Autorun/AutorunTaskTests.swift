import BackgroundTasks
import XCTest
@testable import VantageProbe

final class AutorunTaskTests: XCTestCase {
    private var runner: FakeMeasurementRunner!
    private var handler: AutorunTaskHandler!

    override func setUp() {
        runner = FakeMeasurementRunner(measurementDuration: 120)
        handler = AutorunTaskHandler(runner: runner, store: InMemoryResultStore())
    }

    /// When the system revokes the processing task, the running measurement has to be interrupted
    /// before setTaskCompleted(success: false), so the Go engine stops writing the report.
    func testExpirationInterruptsRunningMeasurement() {
        let task = FakeProcessingTask(identifier: "org.vantageprobe.autorun")
        handler.handle(task)
        XCTAssertTrue(runner.isRunning)

        task.simulateExpiration()

        XCTAssertEqual(runner.interruptCount, 1, "expiration handler must interrupt the running test")
        XCTAssertEqual(task.completedSuccess, false)
    }
}
