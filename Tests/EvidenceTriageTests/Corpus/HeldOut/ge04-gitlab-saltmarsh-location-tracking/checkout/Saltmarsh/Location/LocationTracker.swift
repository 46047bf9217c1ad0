import CoreLocation
import OSLog

/// Records the user's track. Foreground-only while the map is open; continues in the
/// background once the user starts a hike.
final class LocationTracker: NSObject, CLLocationManagerDelegate {
    private let manager: CLLocationManager
    private(set) var points: [CLLocation] = []
    private let log = Logger(subsystem: "com.saltmarsh.ios", category: "tracker")
    var onUpdate: ((CLLocation) -> Void)?

    init(manager: CLLocationManager = CLLocationManager()) {
        self.manager = manager
        super.init()
        manager.delegate = self
        manager.activityType = .fitness
        manager.desiredAccuracy = kCLLocationAccuracyBest
        manager.distanceFilter = 5
    }

    func startForegroundTracking() {
        print("[tracker] recording started (foreground only)")
        manager.startUpdatingLocation()
    }

    func startBackgroundTracking() {
        print("[tracker] recording started (background allowed)")
        manager.allowsBackgroundLocationUpdates = true
        manager.pausesLocationUpdatesAutomatically = false
        manager.showsBackgroundLocationIndicator = true
        manager.startUpdatingLocation()
    }

    func stop() {
        manager.stopUpdatingLocation()
        manager.allowsBackgroundLocationUpdates = false
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        for location in locations {
            points.append(location)
            log.info("fix \(location.coordinate.latitude, format: .fixed(precision: 6)),\(location.coordinate.longitude, format: .fixed(precision: 6)) ±\(location.horizontalAccuracy, format: .fixed(precision: 0))m")
            onUpdate?(location)
        }
    }
}
