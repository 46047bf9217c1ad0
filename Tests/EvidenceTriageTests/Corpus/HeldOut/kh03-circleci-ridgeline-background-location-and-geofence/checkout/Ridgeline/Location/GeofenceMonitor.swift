import CoreLocation

protocol RegionMonitoring: AnyObject {
    var delegate: CLLocationManagerDelegate? { get set }
    var monitoredRegions: Set<CLRegion> { get }
    func requestAlwaysAuthorization()
    func startUpdatingLocation()
    func startMonitoring(for region: CLRegion)
    func stopMonitoring(for region: CLRegion)
}

extension CLLocationManager: RegionMonitoring {}

/// Warns the hiker when they leave the trailhead without having started a recording.
final class GeofenceMonitor: NSObject, CLLocationManagerDelegate {
    static let radius: CLLocationDistance = 150
    private let manager: RegionMonitoring
    private var pendingTrailhead: (id: String, center: CLLocationCoordinate2D)?
    var onExit: ((String) -> Void)?

    init(manager: RegionMonitoring = CLLocationManager()) {
        self.manager = manager
        super.init()
        manager.delegate = self
    }

    func arm(trailheadID: String, at center: CLLocationCoordinate2D) {
        manager.requestAlwaysAuthorization()
        for region in manager.monitoredRegions where region.identifier.hasPrefix("trailhead-") {
            manager.stopMonitoring(for: region)
        }
        pendingTrailhead = (trailheadID, center)
        // The region is only established once we have a fix (see didUpdateLocations),
        // so we know whether the hiker is already inside it.
        manager.startUpdatingLocation()
    }

    private func establishRegionMonitoring() {
        guard let trailhead = pendingTrailhead else { return }
        let region = CLCircularRegion(center: trailhead.center, radius: Self.radius, identifier: trailhead.id)
        region.notifyOnEntry = false
        region.notifyOnExit = true
        manager.startMonitoring(for: region)
        NSLog("[Geofence] monitoring %@ r=%.0f (exit)", trailhead.id, Self.radius)
        pendingTrailhead = nil
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        establishRegionMonitoring()
    }

    func locationManager(_ manager: CLLocationManager, didStartMonitoringFor region: CLRegion) {
        NSLog("[Geofence] didStartMonitoringFor %@", region.identifier)
    }

    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {
        NSLog("[Geofence] authorization=%d", status.rawValue)
    }

    func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion) {
        NSLog("[Geofence] didExitRegion %@", region.identifier)
        onExit?(region.identifier)
    }
}
