import CoreData
import Testing
@testable import SkuaKit

@Suite struct EventStoreTests {
    let container = NSPersistentContainer.inMemory(named: "SkuaModel")

    @Test func insertEventWithNestedMetadata() throws {
        let store = EventStore(container: container)
        try store.log(.init(name: "screen_view", metadata: ["screen": ["name": "Settings", "depth": 2]]))
        #expect(try store.count() == 1)
    }

    @Test func constraintConflictMergesDuplicateEvent() throws {
        let store = EventStore(container: container)
        let event = Event(id: UUID(uuidString: "1F0C2E7A-5B3D-4C9E-8A61-2D4F6B8E0A13")!, name: "purchase", metadata: [:])

        try store.log(event)
        try store.log(event)

        #expect(try store.count() == 1)
    }
}
