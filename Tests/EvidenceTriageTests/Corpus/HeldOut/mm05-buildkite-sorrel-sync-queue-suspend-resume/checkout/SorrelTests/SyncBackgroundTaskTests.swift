import Testing
@testable import SorrelKit

@Suite struct SyncBackgroundTaskTests {
    @Test func backgroundTaskEndsWhenResponseArrives() async {
        let app = FakeBackgroundTaskApplication()
        let service = SyncService(application: app, transport: .stubbed(delay: .milliseconds(20)))
        await confirmation("background task ended") { ended in
            app.onEnd = { _ in ended() }
            await service.enterBackgroundDuringSync()
            await service.awaitPendingResponse()
        }
    }
}
