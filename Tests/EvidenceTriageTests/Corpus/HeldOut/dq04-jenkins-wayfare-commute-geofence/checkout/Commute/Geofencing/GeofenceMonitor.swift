import CoreLocation

final class ArrivalLog {
    struct Event { let regionID: String; let at: Date }
    private(set) var events: [Event] = []
    func record(_ regionID: String) { events.append(Event(regionID: regionID, at: Date())) }
}

/// Thin wrapper over CLLocationManager region monitoring. Region events are
/// delivered by the system when it decides the boundary was crossed.
final class GeofenceMonitor: NSObject, CLLocationManagerDelegate {
    private let manager: CLLocationManager
    private let log: ArrivalLog?

    init(manager: CLLocationManager, log: ArrivalLog? = nil) {
        self.manager = manager
        self.log = log
        super.init()
        manager.delegate = self
    }

    var monitoredRegionIDs: Set<String> { Set(manager.monitoredRegions.map(\.identifier)) }

    func requestPermissions() {
        // Geofencing needs Always: region events wake a suspended or terminated app.
        manager.requestAlwaysAuthorization()
    }

    func startMonitoring(_ depot: RegionPlanner.Depot) {
        let region = CLCircularRegion(center: depot.center, radius: depot.radius, identifier: depot.id)
        region.notifyOnEntry = true
        region.notifyOnExit = true
        manager.startMonitoring(for: region)
        print("[Geofence] monitoring \(depot.id) r=\(Int(depot.radius))m")
    }

    func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion) {
        print("[Geofence] didEnterRegion \(region.identifier)")
        log?.record(region.identifier)
    }

    func locationManager(_ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?, withError error: Error) {
        print("[Geofence] monitoringDidFail \(region?.identifier ?? "-"): \(error)")
    }
}
