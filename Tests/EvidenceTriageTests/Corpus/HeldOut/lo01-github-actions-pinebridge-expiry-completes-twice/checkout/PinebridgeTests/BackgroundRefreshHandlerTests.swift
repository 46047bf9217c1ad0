import XCTest
@testable import Pinebridge

final class FakeRefreshTask: RefreshTask {
    let identifier = BackgroundRefreshHandler.taskIdentifier
    var expirationHandler: (() -> Void)?
    private(set) var completions: [Bool] = []
    var events: EventLog

    init(events: EventLog) { self.events = events }

    func setTaskCompleted(success: Bool) {
        completions.append(success)
        events.append("complete(\(success))")
    }

    func expire() { expirationHandler?() }
}

final class EventLog {
    private(set) var entries: [String] = []
    func append(_ entry: String) { entries.append(entry) }
}

final class FakeSync: SyncControlling {
    let events: EventLog
    var pendingStart: ((Bool) -> Void)?
    init(events: EventLog) { self.events = events }

    func startSync(maxResponses: Int, timeout: TimeInterval, completion: @escaping (Bool) -> Void) {
        events.append("startSync")
        pendingStart = completion   // never finishes on its own: the test expires the task
    }

    func stopSync(completion: @escaping () -> Void) {
        events.append("stopSync")
        completion()
    }
}

final class FakeScheduler: BackgroundRefreshScheduling {
    private(set) var scheduled = 0
    func scheduleNextRefresh() { scheduled += 1 }
}

final class BackgroundRefreshHandlerTests: XCTestCase {
    private var events: EventLog!
    private var sync: FakeSync!
    private var scheduler: FakeScheduler!
    private var handler: BackgroundRefreshHandler!

    override func setUp() {
        super.setUp()
        BackgroundTaskRecorder.currentTest = "PinebridgeTests.\(Self.self)/\(name.split(separator: " ").last!.dropLast())"
        events = EventLog()
        sync = FakeSync(events: events)
        scheduler = FakeScheduler()
        handler = BackgroundRefreshHandler(sync: sync, scheduler: scheduler, recorder: BackgroundTaskRecorder())
    }

    override func tearDown() {
        BackgroundTaskRecorder.currentTest = nil
        super.tearDown()
    }

    func testHandleSchedulesNextRefresh() {
        handler.handle(FakeRefreshTask(events: events))
        XCTAssertEqual(scheduler.scheduled, 1)
    }

    func testSuccessfulSyncCompletesWithSuccess() {
        let task = FakeRefreshTask(events: events)
        handler.handle(task)
        sync.pendingStart?(true)
        XCTAssertEqual(task.completions, [true])
    }

    func testFailedSyncCompletesWithFailure() {
        let task = FakeRefreshTask(events: events)
        handler.handle(task)
        sync.pendingStart?(false)
        XCTAssertEqual(task.completions, [false])
    }

    func testExpirationCompletesTaskExactlyOnce() {
        let task = FakeRefreshTask(events: events)
        handler.handle(task)
        task.expire()
        XCTAssertEqual(task.completions.count, 1, "expiration must complete the refresh task exactly once")
        XCTAssertEqual(task.completions.first, false)
    }

    func testSyncStoppedBeforeTaskCompletesOnExpiry() {
        let task = FakeRefreshTask(events: events)
        handler.handle(task)
        task.expire()
        XCTAssertEqual(Array(events.entries.dropFirst().prefix(2)), ["stopSync", "complete(false)"], "sync must be stopped before the task is reported complete")
    }

    func testExpirationHandlerSetBeforeSyncStarts() {
        let task = FakeRefreshTask(events: events)
        handler.handle(task)
        XCTAssertNotNil(task.expirationHandler)
    }
}
