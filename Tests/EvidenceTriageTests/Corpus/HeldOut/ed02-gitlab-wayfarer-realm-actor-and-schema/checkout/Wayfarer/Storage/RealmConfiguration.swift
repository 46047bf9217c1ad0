import RealmSwift

extension Realm.Configuration {
    /// Schema history:
    ///  6 - trip notes
    ///  7 - OfflineRegionObject.tileCount
    /// (the region-prune task in #288 adds OfflineRegionObject.lastPrunedAt)
    static let currentSchemaVersion: UInt64 = 7

    static var wayfarerDefault: Realm.Configuration {
        var config = Realm.Configuration.defaultConfiguration
        config.schemaVersion = currentSchemaVersion
        config.migrationBlock = WayfarerMigrations.migrate
        config.objectTypes = [TripObject.self, StopObject.self, OfflineRegionObject.self]
        return config
    }
}
