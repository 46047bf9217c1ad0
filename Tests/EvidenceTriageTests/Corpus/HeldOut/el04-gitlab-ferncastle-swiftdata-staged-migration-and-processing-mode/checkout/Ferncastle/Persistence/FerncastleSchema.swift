import Foundation
import SwiftData

typealias Plant = FerncastleSchemaV3.Plant

enum FerncastleSchemaV2: VersionedSchema {
    static var versionIdentifier = Schema.Version(2, 0, 0)
    // Shipped in 2.6. Points at the runtime model type instead of a frozen
    // copy, so every later edit to Plant changes what "V2" means.
    static var models: [any PersistentModel.Type] { [FerncastleSchemaV3.Plant.self] }
}

enum FerncastleSchemaV3: VersionedSchema {
    static var versionIdentifier = Schema.Version(3, 0, 0)
    static var models: [any PersistentModel.Type] { [Plant.self] }

    @Model final class Plant {
        @Attribute(.unique) var id: UUID
        var name: String
        var wateringIntervalDays: Int
        var lastWatered: Date?
        var room: String?

        init(id: UUID = UUID(), name: String, wateringIntervalDays: Int) {
            self.id = id
            self.name = name
            self.wateringIntervalDays = wateringIntervalDays
        }
    }
}

enum FerncastleMigrationPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [FerncastleSchemaV2.self, FerncastleSchemaV3.self] }
    static var stages: [MigrationStage] {
        [.custom(fromVersion: FerncastleSchemaV2.self, toVersion: FerncastleSchemaV3.self, willMigrate: nil, didMigrate: { context in
            for plant in try context.fetch(FetchDescriptor<FerncastleSchemaV3.Plant>()) where plant.wateringIntervalDays == 0 {
                plant.wateringIntervalDays = 7
            }
            try context.save()
        })]
    }
}
