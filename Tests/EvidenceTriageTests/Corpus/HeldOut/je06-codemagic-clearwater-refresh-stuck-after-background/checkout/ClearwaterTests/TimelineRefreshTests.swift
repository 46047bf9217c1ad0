@testable import Clearwater
import Testing

@MainActor
struct TimelineRefreshTests {
    @Test func pullToRefreshPrependsNewPosts() async {
        let api = FakeTimelineAPI(pages: [[.fixture(id: "2")], [.fixture(id: "3")]])
        let vm = TimelineViewModel(api: api)
        await vm.refresh()
        await vm.refresh()
        #expect(vm.posts.map(\.id) == ["3", "2"])
    }

    @Test func refreshRunsAgainAfterReturningToForeground() async {
        // The first request was in flight when the app was suspended; iOS froze it and it never completes.
        let api = FakeTimelineAPI(pages: [[.fixture(id: "2")]], hangFirstRequest: true)
        let vm = TimelineViewModel(api: api)
        let frozen = Task { await vm.refresh() }
        await api.waitForRequests(1)

        vm.sceneDidBecomeActive()
        await api.waitForRequests(2, timeout: .seconds(2))
        #expect(api.homeRequests == 2, "coming back to the foreground must refetch even if the backgrounded request never returned")
        frozen.cancel()
    }
}
