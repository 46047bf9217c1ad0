import Testing
import ActivityKit
@testable import Parcelo

@Suite struct LiveActivityControllerTests {
    @Test func restartsWhenSystemEndedActivity() async throws {
        let kit = FakeActivityKit()
        let controller = LiveActivityController(kit: kit)
        try await controller.start(delivery: .sample)
        kit.systemEnds(kit.activities[0].id)          // iOS ended it (budget, 8 h limit, user swipe)

        await controller.appDidBecomeActive()
        #expect(controller.liveActivityID != nil)
        #expect(kit.activities.filter { $0.state == .active }.count == 1)
    }

    @Test func refreshLeavesOnlyOneActivity() async throws {
        let kit = FakeActivityKit()
        kit.preload(ids: ["push-started", "app-started"])   // push-to-start and an earlier app start
        let controller = LiveActivityController(kit: kit)
        await controller.refresh(delivery: .sample)
        #expect(kit.activities.filter { $0.state == .active }.count == 1)
    }
}
