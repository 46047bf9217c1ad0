import BackgroundTasks
import XCTest
@testable import Runner

/// Bridge between the Dart-side LocalTaskExecutor queue and the iOS 26
/// BGContinuedProcessingTask that keeps agent work alive in the background.
@available(iOS 26.0, *)
final class ContinuedTaskBridgeTests: XCTestCase {
    private var queue: FakeLocalTaskQueue!
    private var task: FakeContinuedProcessingTask!
    private var bridge: ContinuedTaskBridge!

    override func setUp() {
        super.setUp()
        queue = FakeLocalTaskQueue()
        task = FakeContinuedProcessingTask(identifier: "com.quarry.app.continued.agent")
        bridge = ContinuedTaskBridge(queue: queue, clock: ManualClock())
    }

    func testSubmitAcceptsWildcardIdentifier() throws {
        let scheduler = BGTaskScheduler.shared
        let request = BGContinuedProcessingTaskRequest(
            identifier: "com.quarry.app.continued.agent",
            title: "Summarising notes",
            subtitle: "Quarry keeps working in the background")
        request.strategy = .fail
        XCTAssertNoThrow(try scheduler.submit(request), "continued-processing submit must be accepted")
    }

    func testProgressTracksQueueMembership() {
        queue.enqueue(ids: ["a1", "a2", "a3", "a4"])
        bridge.attach(task)
        queue.complete("a1")
        queue.complete("a2")
        bridge.publishSnapshot()

        XCTAssertEqual(task.progress.totalUnitCount, 4)
        XCTAssertEqual(task.progress.completedUnitCount, 2, "progress must come from the queue, not a timer")
    }

    func testExpirationLeavesResumableTaskPending() {
        queue.enqueue(ids: ["summarise-7"], resumable: true)
        bridge.attach(task)
        queue.start("summarise-7")

        task.expire()

        XCTAssertEqual(queue.state(of: "summarise-7"), .pending, "an expired window pauses resumable work")
        XCTAssertEqual(task.completedWith, false)
    }

    func testCompletionReportsSuccessWhenQueueDrains() {
        queue.enqueue(ids: ["b1"])
        bridge.attach(task)
        queue.complete("b1")
        bridge.publishSnapshot()
        XCTAssertEqual(task.completedWith, true)
    }
}
