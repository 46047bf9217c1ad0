import Foundation
import SwiftData

/// #412: the @Model types moved into versioned schemas so we can ship the watering-log
/// migration. Call sites keep using the short names through the typealiases below.
enum HerbariumSchemaV1: VersionedSchema {
    static let versionIdentifier = Schema.Version(1, 0, 0)
    static var models: [any PersistentModel.Type] { [Plant.self] }

    @Model final class Plant {
        var name: String
        var notes: String
        init(name: String, notes: String = "") { self.name = name; self.notes = notes }
    }
}

enum HerbariumSchemaV2: VersionedSchema {
    static let versionIdentifier = Schema.Version(2, 0, 0)
    static var models: [any PersistentModel.Type] { [Plant.self, WateringEvent.self] }

    @Model final class Plant {
        var name: String
        var notes: String
        @Relationship(deleteRule: .cascade) var waterings: [WateringEvent] = []
        init(name: String, notes: String = "") { self.name = name; self.notes = notes }
    }

    @Model final class WateringEvent {
        var date: Date
        var millilitres: Int
        init(date: Date, millilitres: Int) { self.date = date; self.millilitres = millilitres }
    }
}

typealias Plant = HerbariumSchemaV2.Plant
typealias WateringEvent = HerbariumSchemaV2.WateringEvent

enum HerbariumMigrationPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [HerbariumSchemaV1.self, HerbariumSchemaV2.self] }
    static var stages: [MigrationStage] { [.lightweight(fromVersion: HerbariumSchemaV1.self, toVersion: HerbariumSchemaV2.self)] }
}
