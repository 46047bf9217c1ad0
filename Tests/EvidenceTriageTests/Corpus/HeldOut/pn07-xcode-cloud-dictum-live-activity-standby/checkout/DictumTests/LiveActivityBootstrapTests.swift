import Testing
@testable import Dictum

@MainActor
struct LiveActivityBootstrapTests {
    @Test func standbyActivityStartsFromIdle() async throws {
        let manager = LiveActivityManager(journal: .inMemory())
        try await manager.ensureActivityAlive()
        #expect(manager.currentActivity != nil)
    }

    @Test func bootstrapIsIdempotent() async throws {
        let manager = LiveActivityManager(journal: .inMemory())
        try await manager.ensureActivityAlive()
        try await manager.ensureActivityAlive()
        #expect(manager.journal.entries.filter { $0.hasPrefix("liveActivityStarted") }.count <= 1)
    }
}
