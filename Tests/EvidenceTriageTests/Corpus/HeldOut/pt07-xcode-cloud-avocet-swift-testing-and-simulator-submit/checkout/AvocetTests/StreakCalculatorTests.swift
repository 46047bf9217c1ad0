import Testing
import Foundation
@testable import Avocet

struct StreakCalculatorTests {
    let calc = StreakCalculator()
    let today = Date(timeIntervalSince1970: 1_790_000_000)

    @Test func streakCountsConsecutiveDays() {
        let checkIns = (0..<3).map { today.addingTimeInterval(Double(-$0) * 86_400) }
        #expect(calc.currentStreak(checkIns: checkIns, today: today) == 3)
    }

    @Test func streakResetsAfterMissedDay() {
        let checkIns = [today.addingTimeInterval(-2 * 86_400), today.addingTimeInterval(-3 * 86_400)]
        #expect(calc.currentStreak(checkIns: checkIns, today: today) == 0)
    }
}
