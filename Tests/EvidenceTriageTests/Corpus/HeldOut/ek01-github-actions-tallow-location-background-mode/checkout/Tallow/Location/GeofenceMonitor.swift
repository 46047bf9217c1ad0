import CoreLocation

/// Trailhead reminders. Core Location monitors at most 20 regions per app.
final class GeofenceMonitor {
    static let regionLimit = 20
    private(set) var monitored: [CLCircularRegion] = []

    func update(trailheads: [CLCircularRegion], near location: CLLocation) {
        let sorted = trailheads.sorted {
            location.distance(from: CLLocation(latitude: $0.center.latitude, longitude: $0.center.longitude)) <
            location.distance(from: CLLocation(latitude: $1.center.latitude, longitude: $1.center.longitude))
        }
        monitored = Array(sorted.prefix(through: Self.regionLimit))
    }
}
