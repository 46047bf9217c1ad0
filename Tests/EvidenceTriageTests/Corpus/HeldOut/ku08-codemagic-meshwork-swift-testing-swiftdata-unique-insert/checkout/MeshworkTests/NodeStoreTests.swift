import SwiftData
import Testing
@testable import Meshwork

@Suite struct NodeStoreTests {
    @Test func upsertIsIdempotentBeforeSave() throws {
        let container = try ModelContainer(for: ChannelEntity.self, configurations: .init(isStoredInMemoryOnly: true))
        let context = ModelContext(container)
        context.autosaveEnabled = false
        let store = ChannelStore(context: context)
        store.upsert(index: 1, name: "LongFast")
        store.upsert(index: 1, name: "LongFast")
        #expect(try context.fetchCount(FetchDescriptor<ChannelEntity>()) == 1)
    }
}
