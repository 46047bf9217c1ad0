import Testing
@testable import Lumen

@Suite struct StreakCalculatorTests {
    let calculator = StreakCalculator(goal: 6_000)

    @Test func streakBreaksAfterMissedDay() {
        let days: [DaySteps] = [
            .init(offset: -6, steps: 7_100), .init(offset: -5, steps: 6_300), .init(offset: -4, steps: 6_900),
            .init(offset: -3, steps: 1_200), // missed
            .init(offset: -2, steps: 6_050), .init(offset: -1, steps: 9_800),
        ]
        #expect(calculator.currentStreak(for: days) == 2)
    }

    @Test func emptyHistoryHasNoStreak() {
        #expect(calculator.currentStreak(for: []) == 0)
    }
}
