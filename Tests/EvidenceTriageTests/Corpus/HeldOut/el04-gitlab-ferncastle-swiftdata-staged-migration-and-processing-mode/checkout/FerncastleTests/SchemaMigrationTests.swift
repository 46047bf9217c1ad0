import Foundation
import SwiftData
import Testing
@testable import Ferncastle

@Suite("Schema migration")
struct SchemaMigrationTests {
    @Test func freshStoreOpensWithCurrentSchema() throws {
        let config = ModelConfiguration(isStoredInMemoryOnly: true)
        _ = try ModelContainer(for: Schema(versionedSchema: FerncastleSchemaV3.self),
                               migrationPlan: FerncastleMigrationPlan.self, configurations: config)
    }

    /// v2.6 stores (FerncastleSchemaV2) must open through the staged plan.
    @Test func migratesV2StoreToV3() throws {
        let url = try Fixtures.copy("Ferncastle-v2.store")
        let config = ModelConfiguration(url: url)
        let container = try ModelContainer(for: Schema(versionedSchema: FerncastleSchemaV3.self),
                                           migrationPlan: FerncastleMigrationPlan.self,
                                           configurations: config)
        let plants = try ModelContext(container).fetch(FetchDescriptor<FerncastleSchemaV3.Plant>())
        #expect(plants.count == 7)
        #expect(plants.allSatisfy { $0.wateringIntervalDays > 0 })
    }
}
