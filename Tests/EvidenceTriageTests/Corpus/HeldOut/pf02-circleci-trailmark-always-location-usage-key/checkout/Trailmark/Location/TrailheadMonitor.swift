import CoreLocation
import os

final class TrailheadMonitor: NSObject, CLLocationManagerDelegate {
    private let manager: CLLocationManager
    private let log = Logger(subsystem: "com.trailmark.app", category: "Geofence")
    var onDidStartMonitoring: ((CLRegion) -> Void)?
    var onAuthorizationChange: ((CLAuthorizationStatus) -> Void)?
    var authorizationStatus: CLAuthorizationStatus { manager.authorizationStatus }
    private var pending: [CLCircularRegion] = []

    init(manager: CLLocationManager) {
        self.manager = manager
        super.init()
        manager.delegate = self
        manager.allowsBackgroundLocationUpdates = true
    }

    func requestBackgroundAccess() {
        log.info("requesting Always authorization, current=\(self.manager.authorizationStatus.rawValue)")
        manager.requestAlwaysAuthorization()
    }

    func watch(trailheadID: String, center: CLLocationCoordinate2D, radius: CLLocationDistance) {
        let region = CLCircularRegion(center: center, radius: radius, identifier: "trailhead-\(trailheadID)")
        region.notifyOnEntry = true
        guard manager.authorizationStatus == .authorizedAlways else {
            pending.append(region)
            requestBackgroundAccess()
            return
        }
        manager.startMonitoring(for: region)
    }

    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        onAuthorizationChange?(manager.authorizationStatus)
        guard manager.authorizationStatus == .authorizedAlways else { return }
        pending.forEach(manager.startMonitoring(for:))
        pending.removeAll()
    }

    func locationManager(_ manager: CLLocationManager, didStartMonitoringFor region: CLRegion) {
        onDidStartMonitoring?(region)
    }
}
