import SwiftData

enum TrailStore {
    static let schema = Schema(versionedSchema: TrailSchemaV5.self)

    static func makeContainer(url: URL) throws -> ModelContainer {
        let config = ModelConfiguration(schema: schema, url: url)
        return try ModelContainer(for: schema, migrationPlan: TrailMigrationPlan.self, configurations: config)
    }
}

enum TrailMigrationPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] {
        [TrailSchemaV3.self, TrailSchemaV4.self, TrailSchemaV5.self]
    }
    static var stages: [MigrationStage] {
        [.lightweight(fromVersion: TrailSchemaV3.self, toVersion: TrailSchemaV4.self),
         .custom(fromVersion: TrailSchemaV4.self, toVersion: TrailSchemaV5.self,
                 willMigrate: nil, didMigrate: { context in try TrailSchemaV5.backfillElevation(in: context) })]
    }
}
