import XCTest
@testable import Fenwick

final class DaySummaryJobTests: XCTestCase {
    func testTotalsRollOverAtLocalMidnight() async throws {
        let clock = ManualClock(now: "2026-10-20T23:59:30+02:00")
        let store = InMemoryLedgerStore(entries: [
            .init(amount: 1200, at: "2026-10-20T23:59:00+02:00"),
            .init(amount: 300, at: "2026-10-21T00:00:10+02:00"),
        ])
        let job = DaySummaryJob(store: store, clock: clock, timeZone: TimeZone(identifier: "Europe/Berlin")!)

        clock.advance(by: 60)
        try await job.run()

        XCTAssertEqual(store.summaries["2026-10-20"]?.total, 1200)
        XCTAssertEqual(store.summaries["2026-10-21"]?.total, 300)
    }

    func testCancelledRunDoesNotMarkDayClosed() async throws {
        let store = InMemoryLedgerStore(entries: [.init(amount: 50, at: "2026-10-20T10:00:00+02:00")])
        let job = DaySummaryJob(store: store, clock: ManualClock(now: "2026-10-21T01:00:00+02:00"),
                                timeZone: TimeZone(identifier: "Europe/Berlin")!)
        store.onWrite = { job.cancel() }

        _ = try? await job.run()

        XCTAssertNil(store.closedDays["2026-10-20"], "a cancelled run must not mark the day closed")
    }
}
