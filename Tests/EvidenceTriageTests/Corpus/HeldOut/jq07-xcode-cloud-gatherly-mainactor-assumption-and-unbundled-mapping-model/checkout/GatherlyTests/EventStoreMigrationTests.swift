import CoreData
import Foundation
import Testing
@testable import Gatherly

@Suite(.serialized)
struct EventStoreMigrationTests {
    @Test func migratesV6StoreToV7() throws {
        let url = try Fixtures.copy("Gatherly-v6.sqlite")
        let store = try EventStore(storeURL: url)
        let context = store.container.viewContext
        let rsvps = try context.fetch(NSFetchRequest<NSManagedObject>(entityName: "RSVP"))
        #expect(rsvps.count == 41)
        #expect(rsvps.allSatisfy { ($0.value(forKey: "status") as? Int16).map { (0...2).contains($0) } ?? false })
    }

    @Test func createsEmptyV7Store() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString).sqlite")
        _ = try EventStore(storeURL: url)
    }
}
