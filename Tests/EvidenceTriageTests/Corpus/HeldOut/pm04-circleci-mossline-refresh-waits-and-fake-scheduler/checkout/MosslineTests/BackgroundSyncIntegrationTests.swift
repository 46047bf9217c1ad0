import Testing
@testable import Mossline

@Suite(.serialized)
struct BackgroundSyncIntegrationTests {
    @Test func refreshRunsAfterInterval() async throws {
        let store = ObservationStore.shared
        SyncScheduler().scheduleRefresh()
        try await Task.sleep(for: .seconds(120))
        #expect(store.lastSyncedAt != nil)
    }
}
