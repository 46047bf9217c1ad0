import Foundation
import RealmSwift

/// Single place that knows the Realm schema version and how to migrate old stores.
enum RealmConfigurator {
    /// Bump on every change to a persisted model (see docs/storage.md).
    static let schemaVersion: UInt64 = 7

    static func setup() {
        Realm.Configuration.defaultConfiguration = makeConfiguration()
    }

    static func makeConfiguration(fileURL: URL? = nil) -> Realm.Configuration {
        var configuration = Realm.Configuration(
            schemaVersion: schemaVersion,
            migrationBlock: performMigration
        )
        if let fileURL { configuration.fileURL = fileURL }
        return configuration
    }

    static func performMigration(_ migration: Migration, oldSchemaVersion: UInt64) {
        if oldSchemaVersion < 5 {
            migration.enumerateObjects(ofType: Trip.className()) { _, newObject in
                newObject?["distanceUnit"] = "km"
            }
        }
        if oldSchemaVersion < 7 {
            migration.renameProperty(onType: Trip.className(), from: "notes", to: "journal")
        }
    }
}
