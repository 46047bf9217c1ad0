import Testing
@testable import Tally

@Suite @MainActor struct LiveActivityControllerTests {
    @Test func startsOneActivityPerMatch() async {
        let client = FakeActivityClient()
        let controller = LiveActivityController(client: client)
        await controller.sync([.fixture(id: "m1"), .fixture(id: "m2")])
        #expect(client.started.count == 2)
    }

    @Test func transientUpdateFailureKeepsSyncEnabled() async {
        let client = FakeActivityClient()
        let controller = LiveActivityController(client: client)
        await controller.sync([.fixture(id: "m1"), .fixture(id: "m2")])
        client.failNextUpdate(for: "m1", with: FakeActivityClient.Failure.transient)
        await controller.sync([.fixture(id: "m1", score: "1-0"), .fixture(id: "m2", score: "0-2")])
        #expect(controller.localLiveActivitiesEnabled)
        #expect(controller.tracked.keys.sorted() == ["m1", "m2"])
    }
}
