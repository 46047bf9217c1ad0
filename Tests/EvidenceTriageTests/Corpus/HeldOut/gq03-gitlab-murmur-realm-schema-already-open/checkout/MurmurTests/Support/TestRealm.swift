import Foundation
import RealmSwift
@testable import Murmur

enum TestRealm {
    static let identifier = "murmur-tests"

    /// In-memory Realm shared by the test target. Each test wipes it in setUp.
    static func make(schemaVersion: UInt64 = 7) throws -> Realm.Configuration {
        var config = RealmStack.configuration(inMemoryIdentifier: identifier)
        config.schemaVersion = schemaVersion
        let realm = try Realm(configuration: config)
        try realm.write { realm.deleteAll() }
        return config
    }
}
