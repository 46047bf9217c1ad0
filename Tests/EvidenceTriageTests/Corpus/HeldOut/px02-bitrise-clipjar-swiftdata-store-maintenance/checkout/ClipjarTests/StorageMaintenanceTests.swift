import Foundation
import Testing
@testable import Clipjar

@MainActor
@Suite("Storage maintenance")
struct StorageMaintenanceTests {
    @Test func purgeEmptiesHistoryAndKeepsItems() throws {
        let storage = Storage(url: .temporaryStore())
        storage.context.insert(HistoryItem(text: "hello"))
        try storage.context.save()
        try storage.purgePersistentHistory()
        #expect(try storage.historyTransactionCount() == 0)
        #expect(try storage.context.fetchCount(FetchDescriptor<HistoryItem>()) == 1)
    }

    @Test func launchSequenceLeavesNoHistoryFromItsOwnMigrations() throws {
        let storage = try Fixtures.storeWithOrphans(count: 40)
        let defaults = UserDefaults(suiteName: "launch-\(UUID())")!
        try LaunchSequence.run(storage: storage, defaults: defaults)
        #expect(try storage.historyTransactionCount() == 0)
    }

    @Test func launchDoesNotWaitForOrphanCleanup() throws {
        let storage = try Fixtures.storeWithOrphans(count: 398_886)
        let defaults = UserDefaults(suiteName: "launch-\(UUID())")!
        let clock = ContinuousClock()
        let elapsed = try clock.measure { try LaunchSequence.run(storage: storage, defaults: defaults) }
        #expect(elapsed < .seconds(2))
    }
}
