import Testing
import BackgroundTasks
@testable import Osprey

@Suite("Background refresh")
struct BackgroundRefreshTests {
    @Test("Refresh identifier matches scheduler")
    func refreshIdentifier() {
        #expect(RefreshScheduler.identifier == "com.osprey.app.refresh")
    }

    @Test("Refresh request is accepted")
    func refreshRequestIsAccepted() {
        do {
            try RefreshScheduler.shared.submit(earliestBeginAfter: 15 * 60)
        } catch {
            Issue.record("submit failed: \(error)")
        }
    }
}
