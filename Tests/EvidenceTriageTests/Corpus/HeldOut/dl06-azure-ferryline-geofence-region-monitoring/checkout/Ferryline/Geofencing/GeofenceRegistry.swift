import CoreLocation
import os

/// Tracks which terminal fences we asked CoreLocation to monitor.
final class GeofenceRegistry: NSObject, CLLocationManagerDelegate {
    private let log = Logger(subsystem: "com.harbourlight.ferryline", category: "geofence")
    private let manager: RegionMonitoring
    private(set) var ownedIdentifiers: Set<String> = []
    var onEnter: ((String) -> Void)?
    var onStateDetermined: ((String) -> Void)?

    init(manager: RegionMonitoring) { self.manager = manager; super.init() }

    var monitoredIdentifiers: Set<String> { ownedIdentifiers }

    func start(_ region: CLCircularRegion) {
        ownedIdentifiers.insert(region.identifier)     // optimistic; CoreLocation may still refuse
        manager.startMonitoring(for: region)
    }

    func rearm(replacing old: CLCircularRegion, with new: CLCircularRegion) {
        manager.stopMonitoring(for: old)
        ownedIdentifiers.remove(old.identifier)
        start(new)
        manager.requestState(for: new)                 // same run-loop turn as stop/start
    }

    func locationManager(_ manager: CLLocationManager, didStartMonitoringFor region: CLRegion) {
        log.info("didStartMonitoringFor \(region.identifier, privacy: .public)")
    }

    func locationManager(_ manager: CLLocationManager, didDetermineState state: CLRegionState, for region: CLRegion) {
        log.info("didDetermineState \(state == .inside ? "inside" : state == .outside ? "outside" : "unknown", privacy: .public) for \(region.identifier, privacy: .public)")
        onStateDetermined?(region.identifier)
    }

    func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion) {
        log.info("didEnterRegion \(region.identifier, privacy: .public)")
        onEnter?(region.identifier)
    }

    func locationManager(_ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?, withError error: Error) {
        log.error("monitoringDidFailFor \(region?.identifier ?? "nil", privacy: .public): \(error as NSError, privacy: .public)")
        // Bug: identifier stays in ownedIdentifiers.
    }
}
