import XCTest
@testable import QuireDb

/// QuireBackgroundScheduler is the BGProcessingTask entry point of react-native-quire-db.
/// These tests drive handle(_:) with a FakeProcessingTask and a FakeSyncBridge whose
/// wakeBackgroundSync() returns immediately and finishes on a background queue.
final class QuireBackgroundSchedulerTests: XCTestCase {
    private var events: EventLog!
    private var bridge: FakeSyncBridge!
    private var scheduler: QuireBackgroundScheduler!

    override func setUp() {
        super.setUp()
        events = EventLog()
        bridge = FakeSyncBridge(events: events, duration: .milliseconds(300))
        scheduler = QuireBackgroundScheduler(bridge: bridge, submitter: RecordingSubmitter())
    }

    func testHandleSchedulesNextRequestFirst() {
        let task = FakeProcessingTask(events: events)
        scheduler.handle(task)
        XCTAssertEqual(events.all.first, "scheduledNext")
    }

    func testProcessingTaskCompletesOnlyAfterSyncFinishes() {
        let task = FakeProcessingTask(events: events)
        let done = expectation(description: "task completed")
        task.onComplete = { _ in done.fulfill() }
        scheduler.handle(task)
        wait(for: [done], timeout: 5)
        bridge.waitUntilIdle()
        XCTAssertEqual(events.all.dropFirst().map { $0 }, ["syncStarted", "syncFinished", "completed(true)"])
    }

    func testExpirationCancelsRunningSync() {
        let task = FakeProcessingTask(events: events)
        scheduler.handle(task)
        task.expire()
        XCTAssertEqual(task.completions, [false])
        XCTAssertFalse(bridge.isRunning, "sync still running after the task expired")
    }
}
