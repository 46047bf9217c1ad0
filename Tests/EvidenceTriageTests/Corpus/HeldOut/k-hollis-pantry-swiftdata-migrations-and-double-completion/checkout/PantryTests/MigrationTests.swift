import Testing
import SwiftData
import Foundation
@testable import Pantry

@Suite("Store migrations")
struct MigrationTests {
    @Test func upgradesV3StoreToCurrent() throws {
        let url = try Fixtures.copyStore("pantry-v3.store")
        let container = try ModelContainer(for: Schema(versionedSchema: PantrySchemaV5.self),
                                           migrationPlan: PantryMigrationPlan.self,
                                           configurations: ModelConfiguration(url: url))
        #expect(try container.mainContext.fetchCount(FetchDescriptor<PantryItem>()) == 41)
    }

    @Test func opensShippedV2Fixture() throws {
        let url = try Fixtures.copyStore("pantry-v2-shipped.store")
        #expect(throws: Never.self) {
            _ = try ModelContainer(for: Schema(versionedSchema: PantrySchemaV5.self),
                                   migrationPlan: PantryMigrationPlan.self,
                                   configurations: ModelConfiguration(url: url))
        }
    }

    @Test func freshStoreUsesCurrentSchema() throws {
        let container = try ModelContainer(for: Schema(versionedSchema: PantrySchemaV5.self),
                                           configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        #expect(container.schema.entities.count == 6)
    }
}
