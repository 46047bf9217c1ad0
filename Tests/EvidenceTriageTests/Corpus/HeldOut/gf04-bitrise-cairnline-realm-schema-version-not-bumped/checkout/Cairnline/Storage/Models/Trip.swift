import Foundation
import RealmSwift

final class Trip: Object {
    @Persisted(primaryKey: true) var id: ObjectId
    @Persisted var title: String = ""
    @Persisted var startedAt: Date = .distantPast
    @Persisted var endedAt: Date?
    @Persisted var distanceMeters: Double = 0
    @Persisted var distanceUnit: String = "km"
    @Persisted var journal: String = ""
    @Persisted var track = List<TrackPoint>()
    // Offline waypoints picked on the planner map (CAIRN-881).
    @Persisted var waypointIds = List<String>()
}

final class TrackPoint: EmbeddedObject {
    @Persisted var latitude: Double = 0
    @Persisted var longitude: Double = 0
    @Persisted var elevation: Double = 0
    @Persisted var recordedAt: Date = .distantPast
}
