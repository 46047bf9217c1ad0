import XCTest
import Shared

/// Dispatcher semantics with a fake clock and an in-memory table: the OS is not involved.
final class PeriodicDispatcherTests: XCTestCase {

    private var clock: FakeClock!
    private var table: InMemorySchedulingTable!
    private var dispatcher: PeriodicDispatcher!

    override func setUp() {
        super.setUp()
        clock = FakeClock(nowEpochSeconds: 1_796_032_800) // 2026-11-30 10:00:00Z
        table = InMemorySchedulingTable()
        dispatcher = PeriodicDispatcher(clock: clock, table: table, backoff: BackoffPolicyCompanion.shared.exponential)
    }

    func testSuccessReschedulesAtInterval() async throws {
        try await dispatcher.register(periodic: "sync", intervalSeconds: 1800, worker: StubWorker(result: WorkResultSuccess()))
        try await dispatcher.runDue()
        XCTAssertEqual(table.nextDue(taskId: "sync"), 1_796_032_800 + 1800)
    }

    func testFailureKeepsScheduleAtInterval() async throws {
        try await dispatcher.register(periodic: "sync", intervalSeconds: 1800,
                                      worker: StubWorker(result: WorkResultFailure(reason: "HTTP 503")))
        try await dispatcher.runDue()
        // A single failed run must not kill a periodic schedule.
        XCTAssertEqual(table.nextDue(taskId: "sync"), 1_796_032_800 + 1800)
    }

    func testRetryUsesBackoff() async throws {
        try await dispatcher.register(periodic: "sync", intervalSeconds: 1800, worker: StubWorker(result: WorkResultRetry()))
        try await dispatcher.runDue()
        XCTAssertEqual(table.nextDue(taskId: "sync"), 1_796_032_800 + 30)
    }
}
