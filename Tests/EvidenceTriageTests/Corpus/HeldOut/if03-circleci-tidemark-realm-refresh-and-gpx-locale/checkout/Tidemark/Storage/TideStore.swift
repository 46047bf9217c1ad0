import Foundation
import RealmSwift

enum TideStore {
    /// Bump together with a migration step whenever a persisted property changes.
    static let schemaVersion: UInt64 = 3

    static func configuration(fileURL: URL? = nil) -> Realm.Configuration {
        var config = Realm.Configuration(
            fileURL: fileURL ?? Realm.Configuration.defaultConfiguration.fileURL,
            schemaVersion: schemaVersion,
            migrationBlock: { migration, oldVersion in
                if oldVersion < 2 {
                    migration.renameProperty(onType: Station.className(), from: "title", to: "name")
                }
                if oldVersion < 3 {
                    migration.enumerateObjects(ofType: Forecast.className()) { _, new in
                        new?["windKnots"] = 0.0
                    }
                }
            })
        config.objectTypes = [Forecast.self, Station.self, Prediction.self]
        return config
    }

    static func open(fileURL: URL? = nil) throws -> Realm {
        try Realm(configuration: configuration(fileURL: fileURL))
    }
}
