import XCTest
@testable import QuaysideKit

final class TimetableRefreshSchedulerTests: XCTestCase {
    // Shared across tests; reset in setUp (added after the flake was seen).
    static let fake = FakeTaskScheduler()
    private var fake: FakeTaskScheduler { Self.fake }

    func testCancelsPendingImportOnSignOut() {
        let scheduler = TimetableRefreshScheduler(scheduler: fake, clock: ManualClock(now: .init(timeIntervalSince1970: 1_764_300_000)))
        scheduler.scheduleNightlyImport()
        scheduler.signOut()
        XCTAssertTrue(fake.pending.isEmpty)
    }

    func testSchedulesImportForNextNightWindow() {
        let clock = ManualClock(now: .init(timeIntervalSince1970: 1_764_300_000))
        let scheduler = TimetableRefreshScheduler(scheduler: fake, clock: clock)
        scheduler.scheduleNightlyImport()
        XCTAssertEqual(fake.pending.first?.identifier, "uk.co.quayside.ferries.timetable-import")
        scheduler.cancelAll()











        XCTAssertEqual(fake.pending.count, 0, "stale request from previous test still pending in FakeTaskScheduler")
    }
}
