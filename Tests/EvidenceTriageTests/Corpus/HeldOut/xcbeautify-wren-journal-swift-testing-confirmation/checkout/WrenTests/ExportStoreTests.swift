import Foundation
import Testing
@testable import Wren

@Suite(.serialized)
@MainActor
struct ExportStoreTests {
    @Test(.timeLimit(.minutes(1)))
    func compactsUnderMemoryPressure() async throws {
        let store = try ExportStore.inMemory(seedEntries: 20_000)
        // Waits for the real DispatchSource memory-pressure signal to arrive.
        await store.memoryPressureEvents.first { $0 == .warning }
        #expect(store.cachedPages.count < 8)
    }

    @Test func exportsCSVHeader() throws {
        let store = try ExportStore.inMemory(seedEntries: 1)
        #expect(try store.csv().hasPrefix("date,mood,note"))
    }
}
