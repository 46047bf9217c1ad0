import Foundation
import SwiftData

/// Shipped schemas. A version that has shipped must describe the store exactly as that release wrote it.
enum RidgebackSchemaV3: VersionedSchema {
    static let versionIdentifier = Schema.Version(3, 0, 0)
    // Shipped in 3.x. Reuses the runtime models.
    static var models: [any PersistentModel.Type] { [Trail.self, Waypoint.self] }
}

enum RidgebackSchemaV4: VersionedSchema {
    static let versionIdentifier = Schema.Version(4, 0, 0)
    static var models: [any PersistentModel.Type] { [Trail.self, Waypoint.self] }
}

enum RidgebackMigrationPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [RidgebackSchemaV3.self, RidgebackSchemaV4.self] }
    static var stages: [MigrationStage] {
        [.lightweight(fromVersion: RidgebackSchemaV3.self, toVersion: RidgebackSchemaV4.self)]
    }
}

/// Runtime models (4.0): Trail gained `surface` and `elevationGainMeters`.
@Model final class Trail {
    @Attribute(.unique) var id: UUID
    var name: String
    var lengthMeters: Double
    var surface: String?
    var elevationGainMeters: Double?
    @Relationship(deleteRule: .cascade) var waypoints: [Waypoint] = []
    init(id: UUID = UUID(), name: String, lengthMeters: Double) {
        self.id = id; self.name = name; self.lengthMeters = lengthMeters
    }
}

@Model final class Waypoint {
    var latitude: Double
    var longitude: Double
    var altitude: Double
    init(latitude: Double, longitude: Double, altitude: Double) {
        self.latitude = latitude; self.longitude = longitude; self.altitude = altitude
    }
}

enum RidgebackContainer {
    static func make(url: URL) throws -> ModelContainer {
        let schema = Schema(versionedSchema: RidgebackSchemaV4.self)
        let configuration = ModelConfiguration(schema: schema, url: url)
        return try ModelContainer(for: schema, migrationPlan: RidgebackMigrationPlan.self, configurations: configuration)
    }
}
