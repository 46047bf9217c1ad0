import Foundation
import RealmSwift

enum RealmProvider {
    /// Bump on every model change and add a migration step below.
    static let schemaVersion: UInt64 = 3

    static func configuration(fileURL: URL? = nil) -> Realm.Configuration {
        var config = Realm.Configuration(
            schemaVersion: schemaVersion,
            migrationBlock: { migration, oldSchemaVersion in
                if oldSchemaVersion < 3 {
                    migration.renameProperty(onType: Delivery.className(), from: "slot", to: "window")
                }
            }
        )
        if let fileURL { config.fileURL = fileURL }
        return config
    }
}
