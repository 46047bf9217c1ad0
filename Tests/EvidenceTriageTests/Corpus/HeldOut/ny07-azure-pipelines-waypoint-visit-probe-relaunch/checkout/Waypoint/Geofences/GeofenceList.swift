import CoreLocation

struct GeofenceList {
    var fences: [Geofence]

    func sorted(from origin: CLLocation) -> [Geofence] {
        fences.sorted { $0.radius < $1.radius }
    }
}
