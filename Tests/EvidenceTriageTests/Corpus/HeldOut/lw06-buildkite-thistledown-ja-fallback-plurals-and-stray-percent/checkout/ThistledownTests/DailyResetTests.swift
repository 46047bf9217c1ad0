import Foundation
import Testing
@testable import Thistledown

@Suite("Daily reset")
struct DailyResetJobTests {
    @Test func missedHabitLosesOneStreakDay() throws {
        let store = HabitStore.inMemory([.fixture(id: "read", streak: 5, doneOn: [])])
        try DailyResetJob(store: store).run(for: .fixture("2026-11-25"))
        #expect(try store.streak(for: "read") == 4)
    }

    @Test func resetIsIdempotentWhenRunTwice() throws {
        // The refresh can be launched twice for the same night (retry after expiry).
        let store = HabitStore.inMemory([.fixture(id: "read", streak: 5, doneOn: [])])
        let job = DailyResetJob(store: store)
        try job.run(for: .fixture("2026-11-25"))
        try job.run(for: .fixture("2026-11-25"))
        #expect(try store.streak(for: "read") == 4)
    }
}

@Suite("Daily reset scheduling")
struct DailyResetSchedulingTests {
    @Test(.timeLimit(.minutes(3)))
    func resetRunsShortlyAfterMidnight() async throws {
        // Background the app a little before midnight and wait for iOS to run the reset.
        await TestHost.shared.enterBackground()
        await NotificationCenter.default.notifications(named: .dailyResetDidRun).first { _ in true }
    }
}
