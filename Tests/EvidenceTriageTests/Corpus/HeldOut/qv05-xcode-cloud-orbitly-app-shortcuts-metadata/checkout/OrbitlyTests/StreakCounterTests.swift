import Foundation
import Testing
@testable import Orbitly

struct StreakCounterTests {
    @Test func streakResetsAfterMissedDay() {
        let day: TimeInterval = 86_400
        let today = Date(timeIntervalSince1970: 1_785_000_000)
        let days = [today, today - day, today - 3 * day, today - 4 * day]
        #expect(StreakCounter().streak(days: days, today: today) == 2)
    }
}
