import Testing
import Foundation
@testable import Pennant

struct StreakCalculatorTests {
    let cal = Calendar(identifier: .gregorian)

    @Test func streakBreaksAfterMissedDay() {
        let today = cal.date(from: DateComponents(year: 2026, month: 9, day: 10))!
        let days = [-2, -3, -4, -5].map { cal.date(byAdding: .day, value: $0, to: today)! }
        #expect(StreakCalculator().streak(for: days, today: today) == 0)
    }

    @Test func consecutiveDaysCount() {
        let today = cal.date(from: DateComponents(year: 2026, month: 9, day: 10))!
        let days = [0, -1, -2].map { cal.date(byAdding: .day, value: $0, to: today)! }
        #expect(StreakCalculator().streak(for: days, today: today) == 3)
    }
}
