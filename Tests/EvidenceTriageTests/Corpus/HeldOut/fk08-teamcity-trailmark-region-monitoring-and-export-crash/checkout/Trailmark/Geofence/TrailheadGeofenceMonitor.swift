import CoreLocation
import os

/// Monitors the user's saved trailheads (at most 20 regions, the Core Location limit) and
/// posts an arrival banner when one is entered. Region events are delivered by the system,
/// including relaunching the app in the background (UIBackgroundModes: location).
final class TrailheadGeofenceMonitor: NSObject, CLLocationManagerDelegate {
    static let maxRegions = 20
    private let manager = CLLocationManager()
    private let log = Logger(subsystem: "app.trailmark", category: "geofence")
    var onArrival: ((String) -> Void)?

    override init() {
        super.init()
        manager.delegate = self
    }

    func monitor(_ trailheads: [Trailhead]) {
        for region in manager.monitoredRegions { manager.stopMonitoring(for: region) }
        let regions = trailheads.prefix(Self.maxRegions).map { trailhead -> CLCircularRegion in
            let region = CLCircularRegion(center: trailhead.coordinate, radius: 150, identifier: trailhead.id)
            region.notifyOnEntry = true
            region.notifyOnExit = false
            return region
        }
        regions.forEach(manager.startMonitoring(for:))
        log.info("Monitoring \(regions.count) trailhead regions")
    }

    func locationManager(_ manager: CLLocationManager, didStartMonitoringFor region: CLRegion) {
        log.info("didStartMonitoringFor \(region.identifier, privacy: .public)")
        manager.requestState(for: region)
    }

    func locationManager(_ manager: CLLocationManager, didDetermineState state: CLRegionState, for region: CLRegion) {
        log.info("didDetermineState \(state.rawValue) for \(region.identifier, privacy: .public)")
    }

    func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion) {
        log.info("didEnterRegion \(region.identifier, privacy: .public)")
        onArrival?(region.identifier)
    }

    func locationManager(_ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?, withError error: Error) {
        log.error("monitoringDidFailFor \(region?.identifier ?? "nil", privacy: .public): \(String(describing: error), privacy: .public)")
    }
}
