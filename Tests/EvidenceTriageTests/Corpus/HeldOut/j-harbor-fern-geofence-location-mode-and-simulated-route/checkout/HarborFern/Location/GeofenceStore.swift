import CoreLocation

/// iOS monitors at most 20 regions per app; keep the 20 nearest wharves.
struct GeofenceStore {
    let all: [CLCircularRegion]

    func regionsToMonitor(near location: CLLocation) -> [CLCircularRegion] {
        let sorted = all.sorted {
            location.distance(from: CLLocation(latitude: $0.center.latitude, longitude: $0.center.longitude)) >
            location.distance(from: CLLocation(latitude: $1.center.latitude, longitude: $1.center.longitude))
        }
        return Array(sorted.prefix(20))
    }
}
