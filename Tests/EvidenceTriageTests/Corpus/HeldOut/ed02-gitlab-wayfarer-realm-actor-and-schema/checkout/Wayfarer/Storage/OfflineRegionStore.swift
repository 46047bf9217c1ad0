import Foundation
import RealmSwift

/// Owns the Realm that caches downloaded map regions. Everything that touches
/// the Realm runs on this actor (Realm(actor:) confines the instance to it).
actor OfflineRegionStore {
    private var realm: Realm!

    init(configuration: Realm.Configuration = .wayfarerDefault) async throws {
        realm = try await Realm(configuration: configuration, actor: self)
    }

    func save(_ region: OfflineRegion) async throws {
        try await realm.asyncWrite {
            realm.create(OfflineRegionObject.self, value: OfflineRegionObject(region), update: .modified)
        }
    }

    /// Returns the live, actor-confined objects. Callers on other isolation
    /// domains must not read their properties.
    func regions(downloadedAfter date: Date) -> [OfflineRegionObject] {
        Array(realm.objects(OfflineRegionObject.self)
            .where { $0.downloadedAt > date }
            .sorted(by: \.name))
    }

    func markPruned(_ ids: [String], at date: Date) async throws {
        try await realm.asyncWrite {
            for object in realm.objects(OfflineRegionObject.self).where({ $0.id.in(ids) }) {
                object.lastPrunedAt = date
            }
        }
    }
}
