import CoreLocation
import Foundation

/// "Check-in while hiking": posts a heartbeat with the last known position so
/// a contact is alerted if none arrives for a while. Uses significant-change
/// monitoring, which does not need the `location` background mode.
final class SafetyCheckIn: NSObject, CLLocationManagerDelegate {
    static let shared = SafetyCheckIn()

    private let manager = CLLocationManager()
    private let api = CheckInAPI()

    func enable() {
        manager.delegate = self
        manager.startMonitoringSignificantLocationChanges()
        NSLog("[SafetyCheckIn] enabled (significant-change monitoring)")
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        guard let last = locations.last else { return }
        NSLog("[SafetyCheckIn] significant change -> heartbeat %.5f,%.5f", last.coordinate.latitude, last.coordinate.longitude)
        api.postHeartbeat(last)
    }
}
