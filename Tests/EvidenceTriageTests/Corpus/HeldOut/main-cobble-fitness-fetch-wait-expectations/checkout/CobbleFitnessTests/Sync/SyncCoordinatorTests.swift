import Testing
@testable import CobbleFitness

struct SyncCoordinatorTests {
    @Test func pendingWorkoutsAreUploaded() async throws {
        let store = InMemoryWorkoutStore(pending: [.fixture(), .fixture()])
        let coordinator = SyncCoordinator(store: store, api: StubWorkoutAPI())
        await coordinator.syncPendingWorkouts()
        #expect(store.pending.isEmpty)
    }

    @Test func completionIsReported() async {
        let coordinator = SyncCoordinator(store: InMemoryWorkoutStore(), api: StubWorkoutAPI())
        await confirmation("sync completion") { completion in
            coordinator.onCompletion = { completion() }
            _ = Task { await coordinator.syncPendingWorkouts() }
        }
    }
}
