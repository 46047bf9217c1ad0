import SwiftData

enum PantryMigrationPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] {
        [PantrySchemaV2.self, PantrySchemaV3.self, PantrySchemaV4.self, PantrySchemaV5.self]
    }
    static var stages: [MigrationStage] { [v2toV3, v3toV4, v4toV5] }

    static let v2toV3 = MigrationStage.lightweight(fromVersion: PantrySchemaV2.self, toVersion: PantrySchemaV3.self)

    static let v3toV4 = MigrationStage.custom(
        fromVersion: PantrySchemaV3.self, toVersion: PantrySchemaV4.self,
        willMigrate: nil,
        didMigrate: { context in
            // replay expiry snapshots into the new Batch model
            let items = try context.fetch(FetchDescriptor<PantryItem>())
            for item in items { item.batches = BatchSnapshot.replay(item.rawExpirySnapshot) }
            try context.save()
        })

    static let v4toV5 = MigrationStage.lightweight(fromVersion: PantrySchemaV4.self, toVersion: PantrySchemaV5.self)
}
