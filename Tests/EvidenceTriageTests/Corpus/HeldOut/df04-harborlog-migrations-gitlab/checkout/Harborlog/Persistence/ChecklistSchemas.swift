import Foundation
import SwiftData

enum ChecklistSchemaV1: VersionedSchema {
    static var versionIdentifier = Schema.Version(1, 0, 0)
    static var models: [any PersistentModel.Type] { [Checklist.self, ChecklistItem.self] }

    @Model
    final class Checklist {
        var name: String
        @Relationship(deleteRule: .cascade, inverse: \ChecklistItem.checklist) var items: [ChecklistItem] = []
        init(name: String, items: [ChecklistItem] = []) {
            self.name = name
            self.items = items
        }
    }

    @Model
    final class ChecklistItem {
        var timestamp: Date
        var checklist: Checklist?
        init(timestamp: Date) { self.timestamp = timestamp }
    }
}

enum ChecklistSchemaV2: VersionedSchema {
    static var versionIdentifier = Schema.Version(2, 0, 0)
    static var models: [any PersistentModel.Type] { [Checklist.self, ChecklistItem.self] }

    @Model
    final class Checklist {
        var name: String
        var note: String
        @Relationship(deleteRule: .cascade, inverse: \ChecklistItem.checklist) var items: [ChecklistItem] = []
        init(items: [ChecklistItem], name: String, note: String) {
            self.items = items
            self.name = name
            self.note = note
        }
    }

    @Model
    final class ChecklistItem {
        var timestamp: Date
        var checklist: Checklist?
        init(timestamp: Date) { self.timestamp = timestamp }
    }
}

enum ChecklistMigrationPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [ChecklistSchemaV1.self, ChecklistSchemaV2.self] }

    static var stages: [MigrationStage] { [migrateV1toV2] }

    static let migrateV1toV2 = MigrationStage.custom(
        fromVersion: ChecklistSchemaV1.self,
        toVersion: ChecklistSchemaV2.self,
        willMigrate: { context in
            // Rebuild every list with the new `note` property, keeping items with their list.
            let oldLists = try context.fetch(FetchDescriptor<ChecklistSchemaV1.Checklist>())
            for list in oldLists {
                let items = list.items.map { ChecklistSchemaV2.ChecklistItem(timestamp: $0.timestamp) }
                let newList = ChecklistSchemaV2.Checklist(items: items, name: list.name, note: "Migrated from 3.x")
                context.insert(newList)
                context.delete(list)
            }
            try context.save()
        },
        didMigrate: nil
    )
}
