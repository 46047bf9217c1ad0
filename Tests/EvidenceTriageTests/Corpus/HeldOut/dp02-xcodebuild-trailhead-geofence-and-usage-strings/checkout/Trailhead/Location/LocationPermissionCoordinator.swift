import CoreLocation

enum PermissionRequestOutcome: String { case requestedAlways, requestedWhenInUse, missingUsageDescription }

/// Background check-in ("tell my emergency contact if I'm not back") needs Always.
final class LocationPermissionCoordinator {
    private let manager: CLLocationManager
    private let bundle: Bundle

    init(manager: CLLocationManager, bundle: Bundle) {
        self.manager = manager
        self.bundle = bundle
    }

    func enableTrailMap() -> PermissionRequestOutcome {
        manager.requestWhenInUseAuthorization()
        return .requestedWhenInUse
    }

    func enableBackgroundCheckIn() -> PermissionRequestOutcome {
        manager.requestAlwaysAuthorization()
        // Without both purpose strings the request fails immediately and no prompt is shown.
        let hasAlways = bundle.object(forInfoDictionaryKey: "NSLocationAlwaysAndWhenInUseUsageDescription") != nil
        let hasWhenInUse = bundle.object(forInfoDictionaryKey: "NSLocationWhenInUseUsageDescription") != nil
        return (hasAlways && hasWhenInUse) ? .requestedAlways : .missingUsageDescription
    }
}
