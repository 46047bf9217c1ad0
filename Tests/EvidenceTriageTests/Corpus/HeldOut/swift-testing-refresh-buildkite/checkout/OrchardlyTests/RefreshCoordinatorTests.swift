import Testing
import BackgroundTasks
@testable import Orchardly

@Suite(.serialized) struct RefreshCoordinatorTests {

    /// Fake task + stub feed: exercises the handler exactly as BGTaskScheduler would call it.
    @Test func handlerMarksTaskCompleted() async {
        let feed = StubHarvestFeed(result: .noChanges)
        let coordinator = RefreshCoordinator(feed: feed, store: .inMemory())
        await confirmation("setTaskCompleted called") { completed in
            let task = FakeRefreshTask(identifier: RefreshCoordinator.identifier) { _ in completed() }
            await coordinator.handle(task)
        }
    }

    @Test func handlerSchedulesNextRefresh() async {
        let scheduler = RecordingScheduler()
        let coordinator = RefreshCoordinator(feed: StubHarvestFeed(result: .updated(3)), store: .inMemory(), scheduler: scheduler)
        await coordinator.handle(FakeRefreshTask(identifier: RefreshCoordinator.identifier) { _ in })
        #expect(scheduler.submitted.map(\.identifier) == [RefreshCoordinator.identifier])
    }

    /// Device lane only: the real scheduler should launch us shortly after earliestBeginDate.
    @Test(.enabled(if: TestEnvironment.isPhysicalDevice), .timeLimit(.minutes(10)))
    func systemRunsRefreshAfterEarliestBeginDate() async throws {
        let request = BGAppRefreshTaskRequest(identifier: RefreshCoordinator.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60)
        try BGTaskScheduler.shared.submit(request)

        let launched = try await RefreshProbe.shared.waitForLaunch(timeout: .seconds(300))
        #expect(launched, "system did not launch \(RefreshCoordinator.identifier) within 5 minutes of earliestBeginDate")
    }
}
