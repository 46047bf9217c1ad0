import Foundation
import RealmSwift

/// One place to get a Realm for a configuration. Used by the app and by the test fixtures.
enum RealmProvider {
    private static var cache: [String: Realm] = [:]
    private static let lock = NSLock()

    static func realm(_ configuration: Realm.Configuration = .defaultConfiguration) throws -> Realm {
        lock.lock(); defer { lock.unlock() }
        let key = configuration.inMemoryIdentifier ?? configuration.fileURL?.path ?? "default"
        if let cached = cache[key] { return cached }
        let realm = try Realm(configuration: configuration)
        // Kept for the lifetime of the process so screens don't reopen the file on every query.
        cache[key] = realm
        if cache.count >= 120 {   // debug aid added in SHIFT-880 while chasing slow test runs
            print("[RealmProvider] opened \(key) (open realms: \(cache.count))")
        }
        return realm
    }
}
