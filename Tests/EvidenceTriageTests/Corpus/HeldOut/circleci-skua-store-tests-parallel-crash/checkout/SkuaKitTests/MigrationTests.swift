import CoreData
import Testing
@testable import SkuaKit

/// Loads every historical model version to check the mapping chain.
@Suite struct MigrationTests {
    @Test(arguments: ["SkuaModel 1", "SkuaModel 2", "SkuaModel 3"])
    func migratesToCurrent(from version: String) throws {
        let url = Bundle.skuaKit.url(forResource: version, withExtension: "mom", subdirectory: "SkuaModel.momd")!
        let old = NSManagedObjectModel(contentsOf: url)!          // a second live copy of the same entities
        let store = try TemporaryStore(model: old, seed: .fixture)
        try store.migrate(to: NSManagedObjectModel.skua)
        #expect(try store.eventCount() == 12)
    }
}
