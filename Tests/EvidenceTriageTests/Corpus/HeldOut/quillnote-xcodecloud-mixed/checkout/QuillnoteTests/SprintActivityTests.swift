import Testing
import ActivityKit
@testable import Quillnote

@Suite(.serialized) struct SprintActivityTests {
    @Test func startsSprintLiveActivity() async throws {
        #expect(ActivityAuthorizationInfo().areActivitiesEnabled)
        let controller = SprintActivityController()
        let started = try await controller.start(goalWords: 500, minutes: 25)
        #expect(started.attributes.goalWords == 500)
        await controller.endAll()
    }
}
