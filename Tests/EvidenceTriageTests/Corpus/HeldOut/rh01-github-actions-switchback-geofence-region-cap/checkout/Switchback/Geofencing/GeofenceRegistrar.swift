import CoreLocation
import os

/// Registers one circular region per trailhead in the user's saved area.
final class GeofenceRegistrar: NSObject, CLLocationManagerDelegate {
    private let manager: CLLocationManager
    private let log = Logger(subsystem: "com.switchbackapp.ios", category: "Geofence")
    private(set) var failedIdentifiers: [String] = []

    init(manager: CLLocationManager = CLLocationManager()) {
        self.manager = manager
        super.init()
        manager.delegate = self
    }

    func register(trailheads: [Trailhead]) {
        for stale in manager.monitoredRegions where stale.identifier.hasPrefix("th.") {
            manager.stopMonitoring(for: stale)
        }
        for trailhead in trailheads {
            let region = CLCircularRegion(center: trailhead.coordinate,
                                          radius: 150,
                                          identifier: "th.\(trailhead.id)")
            region.notifyOnEntry = true
            region.notifyOnExit = false
            manager.startMonitoring(for: region)
            log.info("startMonitoring \(region.identifier, privacy: .public)")
        }
    }

    func locationManager(_ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?, withError error: Error) {
        let id = region?.identifier ?? "?"
        failedIdentifiers.append(id)
        log.error("monitoringDidFailFor \(id, privacy: .public): \(String(describing: error), privacy: .public)")
    }
}
