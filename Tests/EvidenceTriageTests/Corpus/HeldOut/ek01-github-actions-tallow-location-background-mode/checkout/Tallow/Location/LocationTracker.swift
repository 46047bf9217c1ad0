import CoreLocation
import os

/// Owns the single CLLocationManager used for trail recording.
final class LocationTracker: NSObject, CLLocationManagerDelegate {
    private let manager: CLLocationManager
    private let log = Logger(subsystem: "com.tallowtrails.tallow", category: "location")
    private(set) var isTracking = false
    var onFix: ((CLLocation) -> Void)?

    init(manager: CLLocationManager = CLLocationManager()) {
        self.manager = manager
        super.init()
        manager.delegate = self
        manager.activityType = .fitness
        manager.desiredAccuracy = kCLLocationAccuracyBest
        manager.distanceFilter = 5
    }

    /// Starts recording. Keeps running with the screen locked, which needs the
    /// `location` entry in UIBackgroundModes of the built app.
    func startTracking() {
        guard !isTracking else { return }
        log.info("startTracking auth=\(self.manager.authorizationStatus.rawValue)")
        manager.pausesLocationUpdatesAutomatically = false
        manager.showsBackgroundLocationIndicator = true
        manager.allowsBackgroundLocationUpdates = true
        manager.startUpdatingLocation()
        isTracking = true
    }

    func stopTracking() {
        manager.stopUpdatingLocation()
        manager.allowsBackgroundLocationUpdates = false
        isTracking = false
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        locations.forEach { onFix?($0) }
    }
}
