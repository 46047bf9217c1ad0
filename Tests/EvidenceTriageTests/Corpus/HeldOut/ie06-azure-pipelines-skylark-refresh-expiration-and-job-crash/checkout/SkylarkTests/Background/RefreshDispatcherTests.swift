import Testing
@testable import Skylark

@Suite struct RefreshDispatcherTests {
    @Test func completesWithSuccessWhenBothStepsFinish() async {
        let task = FakeRefreshTask()
        RefreshDispatcher(metar: StubMETAR(), catalog: StubCatalog()).handle(task)
        await task.waitForCompletion()
        #expect(task.completedSuccess == true)
    }

    @Test func expirationCancelsFullSyncAndCompletesTask() async {
        let catalog = StubCatalog(fullSyncDuration: .seconds(120))
        let task = FakeRefreshTask()
        RefreshDispatcher(metar: StubMETAR(), catalog: catalog).handle(task)
        await catalog.waitUntilFullSyncStarted()
        task.expire()
        try? await Task.sleep(for: .milliseconds(200))
        #expect(catalog.fullSyncWasCancelled)
        #expect(task.completedSuccess == false)
    }

    @Test func expiredRunIsNotReportedAsSuccess() async {
        let catalog = StubCatalog(fullSyncDuration: .milliseconds(300), ignoresCancellation: true)
        let task = FakeRefreshTask()
        RefreshDispatcher(metar: StubMETAR(), catalog: catalog).handle(task)
        await catalog.waitUntilFullSyncStarted()
        task.expire()
        await task.waitForCompletion()
        #expect(task.completedSuccess == false)
    }

    @Test func metarFailureReportsFailure() async {
        let task = FakeRefreshTask()
        RefreshDispatcher(metar: StubMETAR(error: URLError(.timedOut)), catalog: StubCatalog()).handle(task)
        await task.waitForCompletion()
        #expect(task.completedSuccess == false)
    }
}
