import CoreLocation
import os

private let log = Logger(subsystem: "com.trailheadapp.ios", category: "geofence")

struct GeofenceEvent { enum Kind { case enter, exit } ; let kind: Kind; let regionID: String }

final class GeofenceMonitor: NSObject, CLLocationManagerDelegate {
    private let manager: CLLocationManager
    var onTransition: ((GeofenceEvent) -> Void)?

    init(manager: CLLocationManager) {
        self.manager = manager
        super.init()
        manager.delegate = self
    }

    var monitoredRegionIDs: [String] { manager.monitoredRegions.map(\.identifier) }

    func start(_ trailhead: Trailhead, radius: CLLocationDistance) {
        let region = CLCircularRegion(center: trailhead.coordinate, radius: radius, identifier: trailhead.id)
        region.notifyOnEntry = true
        region.notifyOnExit = true
        print("[Geofence] startMonitoring \(trailhead.id) (\(trailhead.coordinate.latitude),\(trailhead.coordinate.longitude) r=\(Int(radius))m)")
        manager.startMonitoring(for: region)
    }

    func stopAll() {
        manager.monitoredRegions.forEach { manager.stopMonitoring(for: $0) }
    }

    func locationManager(_ manager: CLLocationManager, didStartMonitoringFor region: CLRegion) {
        print("[Geofence] didStartMonitoringFor \(region.identifier)")
        manager.requestState(for: region)
    }

    func locationManager(_ manager: CLLocationManager, didDetermineState state: CLRegionState, for region: CLRegion) {
        print("[Geofence] didDetermineState \(state == .inside ? "inside" : state == .outside ? "outside" : "unknown") for \(region.identifier)")
    }

    func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion) {
        print("[Geofence] didEnterRegion \(region.identifier)")
        onTransition?(GeofenceEvent(kind: .enter, regionID: region.identifier))
    }

    func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion) {
        print("[Geofence] didExitRegion \(region.identifier)")
        onTransition?(GeofenceEvent(kind: .exit, regionID: region.identifier))
    }

    func locationManager(_ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?, withError error: Error) {
        print("[Geofence] monitoringDidFail \(region?.identifier ?? "-"): \(error)")
    }
}
