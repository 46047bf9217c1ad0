import Testing
@testable import Halyard

/// StubBGTask mimics BGAppRefreshTask: expirationHandler + setTaskCompleted(success:).
@Suite struct RefreshCoordinatorTests {
    @Test func completedTaskReportsSuccess() async {
        let task = StubBGTask()
        await RefreshCoordinator(job: .instant).handle(task)
        #expect(task.completedWith == true)
    }

    @Test func expiredTaskReportsFailure() async {
        let task = StubBGTask()
        let coordinator = RefreshCoordinator(job: .suspendsUntilCancelled)
        async let run: Void = coordinator.handle(task)
        await task.expire()
        await run
        #expect(task.completedWith == false)
    }
}
