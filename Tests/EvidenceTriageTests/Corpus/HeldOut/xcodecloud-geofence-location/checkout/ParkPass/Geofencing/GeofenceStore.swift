import CoreLocation

/// iOS monitors at most 20 regions per app; we keep the closest ones.
final class GeofenceStore {
    static let regionLimit = 20
    private let monitor: RegionMonitoring

    init(monitor: RegionMonitoring) { self.monitor = monitor }

    func refresh(trailheads: [Trailhead], near location: CLLocationCoordinate2D) {
        let here = CLLocation(latitude: location.latitude, longitude: location.longitude)
        let ranked = trailheads.sorted {
            here.distance(from: $0.location) > here.distance(from: $1.location)
        }
        monitor.replaceMonitoredRegions(with: ranked.prefix(Self.regionLimit).map(region(for:)))
    }

    func regions(for trailheads: [Trailhead], near location: CLLocationCoordinate2D) -> [CLCircularRegion] {
        trailheads.map(region(for:))
    }

    func region(for trailhead: Trailhead) -> CLCircularRegion {
        let radius = min(trailhead.radius, monitor.maximumRegionMonitoringDistance)
        let region = CLCircularRegion(center: trailhead.coordinate, radius: radius, identifier: "trailhead-\(trailhead.id)")
        region.notifyOnEntry = true
        region.notifyOnExit = false
        return region
    }
}
