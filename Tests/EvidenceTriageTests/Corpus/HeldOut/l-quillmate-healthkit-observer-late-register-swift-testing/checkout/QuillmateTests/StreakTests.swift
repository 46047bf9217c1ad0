import Testing
@testable import Quillmate

@Suite struct StreakTests {
    @Test func streakCountsTodayInUserTimeZone() {
        let journal = Journal(entries: [.fixture("2026-08-11T21:30:00-07:00"), .fixture("2026-08-12T20:45:00-07:00")])
        let streak = StreakCounter(calendar: .current).streak(in: journal, today: .fixture("2026-08-12T22:00:00-07:00"))
        #expect(streak == 2)
    }
}
