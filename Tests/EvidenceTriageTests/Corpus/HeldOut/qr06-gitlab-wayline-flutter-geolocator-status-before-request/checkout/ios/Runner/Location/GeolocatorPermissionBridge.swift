import CoreLocation

/// Mirrors geolocator's checkPermission()/LocationPermission mapping for the native side.
enum GeolocatorPermissionBridge {
    static func status(_ manager: CLLocationManager = CLLocationManager()) -> String {
        switch manager.authorizationStatus {
        case .notDetermined: return "unknown"
        case .restricted, .denied: return "denied"
        case .authorizedWhenInUse: return "whileInUse"
        case .authorizedAlways: return "always"
        @unknown default: return "unknown"
        }
    }
}
