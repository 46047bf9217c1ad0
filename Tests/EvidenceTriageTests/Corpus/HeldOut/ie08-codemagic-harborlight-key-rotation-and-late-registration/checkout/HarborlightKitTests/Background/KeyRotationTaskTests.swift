import XCTest
@testable import HarborlightKit

final class KeyRotationTaskTests: XCTestCase {
    func testRotationReportsSuccess() async {
        let task = FakeBackgroundTask()
        KeyRotationTask(rotator: StubRotator(result: .success(true)), tunnel: RecordingTunnelIPC()).run(task)
        await task.waitForCompletion()
        XCTAssertEqual(task.completedSuccess, true)
    }

    func testSkippedRotationReportsSuccess() async {
        // Key is two days old: nothing to rotate, the run itself succeeded.
        let task = FakeBackgroundTask()
        KeyRotationTask(rotator: StubRotator(result: .success(false)), tunnel: RecordingTunnelIPC()).run(task)
        await task.waitForCompletion()
        XCTAssertEqual(task.completedSuccess, true, "a skipped rotation is not a failed background run")
    }

    func testTaskCompletesOnlyAfterTunnelNotified() async {
        let events = EventLog()
        let task = FakeBackgroundTask(events: events)
        KeyRotationTask(rotator: StubRotator(result: .success(true)), tunnel: RecordingTunnelIPC(events: events)).run(task)
        await task.waitForCompletion()
        try? await Task.sleep(for: .milliseconds(100))
        XCTAssertEqual(events.entries, ["notified", "completed"])
    }
}
