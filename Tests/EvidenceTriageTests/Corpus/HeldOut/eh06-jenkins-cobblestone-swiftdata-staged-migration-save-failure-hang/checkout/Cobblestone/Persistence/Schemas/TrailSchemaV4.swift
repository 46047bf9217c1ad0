import SwiftData

enum TrailSchemaV4: VersionedSchema {
    static var versionIdentifier = Schema.Version(4, 0, 0)
    // Uses the runtime models directly; V5 later added `elevationGain` to Trail.
    static var models: [any PersistentModel.Type] { [Trail.self, Waypoint.self, OfflineRegion.self] }
}
