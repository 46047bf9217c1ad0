import Foundation
import SwiftData
import Testing
@testable import Herbarium

/// Migrations need a file-backed store: an in-memory store is gone once its container closes.
@Suite(.serialized) final class SchemaMigrationTests {
    let url = FileManager.default.temporaryDirectory.appending(component: "default.store")

    init() {
        for suffix in ["", "-shm", "-wal"] {
            try? FileManager.default.removeItem(at: URL(fileURLWithPath: url.path + suffix))
        }
    }

    @Test func migrateV1toV2PreservesNotes() throws {
        do {
            let v1 = try ModelContainer(for: Schema(versionedSchema: HerbariumSchemaV1.self),
                                        configurations: ModelConfiguration(url: url))
            let context = ModelContext(v1)
            for name in ["Fern", "Pilea", "Pothos"] {
                context.insert(HerbariumSchemaV1.Plant(name: name, notes: "north window"))
            }
            try context.save()
        }

        let v2 = try ModelContainer(for: Schema(versionedSchema: HerbariumSchemaV2.self),
                                    migrationPlan: HerbariumMigrationPlan.self,
                                    configurations: ModelConfiguration(url: url))
        let migrated = try ModelContext(v2).fetch(FetchDescriptor<HerbariumSchemaV2.Plant>())
        #expect(migrated.count == 3)
        #expect(migrated.allSatisfy { $0.notes == "north window" })
    }
}
