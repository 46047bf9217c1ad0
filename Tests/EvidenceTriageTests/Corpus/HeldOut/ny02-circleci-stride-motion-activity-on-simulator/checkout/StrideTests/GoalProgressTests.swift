import Testing
@testable import Stride

struct GoalProgressTests {
    @Test func progressIsHalfwayAtHalfTheGoal() {
        #expect(GoalProgress(steps: 5_000, goal: 10_000).fraction == 0.5)
    }

    @Test func progressCapsAtOneHundredPercent() {
        let progress = GoalProgress(steps: 12_500, goal: 10_000)
        #expect(progress.fraction == 1.0)
    }
}
