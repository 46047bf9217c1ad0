import CoreLocation
import Foundation

/// "Remind me when I leave the office" notes.
final class LocationReminderMonitor: NSObject, CLLocationManagerDelegate {
    private let manager = CLLocationManager()
    var onExit: ((CLRegion) -> Void)?
    var onStart: ((CLRegion) -> Void)?

    override init() {
        super.init()
        manager.delegate = self
    }

    func monitor(center: CLLocationCoordinate2D, radius: CLLocationDistance, id: String) {
        let region = CLCircularRegion(center: center, radius: radius, identifier: id)
        region.notifyOnEntry = false
        region.notifyOnExit = true
        manager.startMonitoring(for: region)
    }

    func locationManager(_ manager: CLLocationManager, didStartMonitoringFor region: CLRegion) {
        NSLog("LocationReminderMonitor: monitoring %@ (authorization=%d)", region.identifier,
              manager.authorizationStatus.rawValue)
        onStart?(region)
    }

    func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion) {
        onExit?(region)
    }
}
