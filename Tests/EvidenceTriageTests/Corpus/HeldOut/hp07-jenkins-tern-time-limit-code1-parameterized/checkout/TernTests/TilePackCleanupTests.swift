import BackgroundTasks
import Testing
@testable import Tern

@Suite struct TilePackCleanupTests {

    @Test func removesOnlyExpiredPacks() async throws {
        let store = InMemoryTilePackStore(packs: [.fixture("lakes", expired: true), .fixture("peaks", expired: false)])
        let removed = try await TilePackCleanupJob(store: store).run()
        #expect(removed == 1)
        #expect(store.packs.map(\.id) == ["peaks"])
    }

    @Test(.timeLimit(.minutes(1)))
    func cleanupFinishesWithNoPacksInstalled() async throws {
        let store = InMemoryTilePackStore(packs: [])
        let removed = try await TilePackCleanupJob(store: store).run()
        #expect(removed == 0)
    }

    @Test func cleanupSubmitsProcessingRequest() async throws {
        try TilePackCleanup.schedule()
        let pending = await BGTaskScheduler.shared.pendingTaskRequests()
        #expect(pending.contains { $0.identifier == TilePackCleanup.id.rawValue })
    }
}
