import SwiftData

enum KestrelSchemaV3: VersionedSchema {
    static var versionIdentifier = Schema.Version(3, 0, 0)
    static var models: [any PersistentModel.Type] {
        [KomicSeries.self, KomicBook.self, ReadList.self, KomicCollection.self]
    }
}

enum KestrelMigrationPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [KestrelSchemaV1.self, KestrelSchemaV2.self, KestrelSchemaV3.self] }
    static var stages: [MigrationStage] {
        [.custom(fromVersion: KestrelSchemaV1.self, toVersion: KestrelSchemaV2.self, willMigrate: nil, didMigrate: V1toV2.didMigrate),
         .lightweight(fromVersion: KestrelSchemaV2.self, toVersion: KestrelSchemaV3.self)]
    }
}
