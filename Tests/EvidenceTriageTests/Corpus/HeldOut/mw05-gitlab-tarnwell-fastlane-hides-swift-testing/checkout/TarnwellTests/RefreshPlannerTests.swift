import Testing
@testable import Tarnwell

@Suite struct RefreshPlannerTests {
    @Test func plansNightlyWindow() {
        let plan = RefreshPlanner(clock: .fixed(hour: 22)).nextPlan()
        #expect(plan.window == .nightly)
    }

    @Test func skipsWhenLowPowerMode() {
        let planner = RefreshPlanner(clock: .fixed(hour: 22), power: .lowPowerMode)
        #expect(planner.nextPlan().kind == .skip)
    }
}
