import CoreData
import Foundation
import Testing
@testable import Meadowlark

@Suite("Store migration")
struct StoreMigrationTests {

    @Test func opensFreshStore() throws {
        let store = try HabitStore(storeURL: Fixtures.scratchURL("fresh.sqlite"))
        #expect(try store.habitCount() == 0)
    }

    @Test func migratesVersion2Fixture() throws {
        // meadowlark-v2.sqlite was written by 2.4.x (model "Meadowlark 2"); 11% of users are still on it.
        let url = try Fixtures.copy("meadowlark-v2.sqlite")
        let store = try HabitStore(storeURL: url)
        #expect(try store.habitCount() == 9)
    }

    @Test func migratesVersion3Fixture() throws {
        let url = try Fixtures.copy("meadowlark-v3.sqlite")
        let store = try HabitStore(storeURL: url)
        #expect(try store.habitCount() == 14)
    }
}
