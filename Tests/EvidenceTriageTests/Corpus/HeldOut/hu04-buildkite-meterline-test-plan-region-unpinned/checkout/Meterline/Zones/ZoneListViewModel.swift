import CoreLocation

final class ZoneListViewModel {
    private(set) var zones: [Zone] = []

    func update(zones: [Zone], from location: CLLocation) {
        // Nearest first.
        self.zones = zones.sorted { $0.center.distance(from: location) > $1.center.distance(from: location) }
    }
}
