import CoreLocation

/// Monitors a circular region around every store the user favourited.
final class GeofenceRegistrar: NSObject, CLLocationManagerDelegate {
    let manager: CLLocationManager
    private(set) var failedRegions: [String] = []

    init(manager: CLLocationManager = CLLocationManager()) {
        self.manager = manager
        super.init()
        manager.delegate = self
    }

    func monitor(stores: [Store]) {
        for store in stores {
            let region = CLCircularRegion(center: store.coordinate, radius: 150, identifier: store.id)
            region.notifyOnEntry = true
            manager.startMonitoring(for: region)
        }
    }

    func locationManager(_ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?, withError error: Error) {
        failedRegions.append(region?.identifier ?? "?")
        print("[Geofence] monitoringDidFailFor region \(region?.identifier ?? "nil"): \(error)")
    }

    func locationManager(_ manager: CLLocationManager, didStartMonitoringFor region: CLRegion) {
        print("[Geofence] didStartMonitoringFor \(region.identifier)")
    }

    var onEnter: ((String) -> Void)?
    func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion) {
        onEnter?(region.identifier)
    }
}
