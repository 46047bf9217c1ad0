import CoreLocation

/// Forwards CLLocationManager region callbacks to the app's listeners.
final class GeofenceEventRouter: NSObject, CLLocationManagerDelegate {
    var onEvent: ((String, GeofenceEvent) -> Void)?

    func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion) {
        onEvent?(region.identifier, .entry)
    }

    func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion) {
        onEvent?(region.identifier, .exit)
    }

    func locationManager(_ manager: CLLocationManager, didDetermineState state: CLRegionState, for region: CLRegion) {
        switch state {
        case .inside: onEvent?(region.identifier, .entry)
        case .outside: onEvent?(region.identifier, .exit)
        case .unknown: break
        }
    }
}
