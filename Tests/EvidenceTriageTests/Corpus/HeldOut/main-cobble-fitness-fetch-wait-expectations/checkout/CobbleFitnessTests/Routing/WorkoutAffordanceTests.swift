import Testing
@testable import CobbleFitness

@Suite(.serialized) struct AffordanceRegistryTests {
    init() { AffordanceRegistry.reset() }

    @Test func emptyRegistryHasNoLinks() {
        #expect(AffordanceRegistry.providers(for: Workout.self).isEmpty)
    }
}

@Suite struct WorkoutAffordanceTests {
    @Test func pluginStreamLinkWhenRegistered() {
        AffordanceRegistry.register(HeartRateStreamPlugin.self, for: Workout.self)
        let workout = Workout.fixture()
        #expect(workout.apiLinks["stream"] != nil)
    }

    @Test func detailLinkAlwaysPresent() {
        #expect(Workout.fixture().apiLinks["detail"] != nil)
    }
}
