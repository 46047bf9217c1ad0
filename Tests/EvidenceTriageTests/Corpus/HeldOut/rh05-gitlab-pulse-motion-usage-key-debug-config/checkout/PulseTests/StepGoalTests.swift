import Testing
@testable import Pulse

struct StepGoalTests {
    @Test func goalStreakCountsToday() {
        let goal = StepGoal(dailyTarget: 8000)
        #expect(goal.streak(days: [9000, 8100, 12000]) == 3)
    }

    @Test func streakBreaksOnMissedDay() {
        let goal = StepGoal(dailyTarget: 8000)
        #expect(goal.streak(days: [9000, 4000, 8000, 8500]) == 2)
    }
}
