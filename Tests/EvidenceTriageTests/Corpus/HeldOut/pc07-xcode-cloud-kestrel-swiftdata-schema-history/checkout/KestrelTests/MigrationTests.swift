import Testing
import SwiftData
import Foundation
@testable import Kestrel

@Suite struct MigrationTests {
    @Test func migratesShippedV2StoreToV3() throws {
        let url = try Fixtures.copyStore(named: "kestrel-3.1-v2.store")
        let config = ModelConfiguration(url: url)
        _ = try ModelContainer(for: Schema(versionedSchema: KestrelSchemaV3.self), migrationPlan: KestrelMigrationPlan.self, configurations: config)
    }

    @Test func readListsSurviveMigration() throws {
        let url = try Fixtures.copyStore(named: "kestrel-3.1-v2.store")
        let container = try? ModelContainer(for: Schema(versionedSchema: KestrelSchemaV3.self), migrationPlan: KestrelMigrationPlan.self, configurations: ModelConfiguration(url: url))
        let migrated = try container.map { try ModelContext($0).fetch(FetchDescriptor<ReadList>()) }
        #expect(migrated?.count == 12)
    }
}
