import CoreLocation

final class LocationTracker: NSObject {
    let manager: CLLocationManager

    init(manager: CLLocationManager) {
        self.manager = manager
        super.init()
        manager.delegate = self
    }

    func beginForegroundTracking() {
        manager.desiredAccuracy = kCLLocationAccuracyBest
        manager.startUpdatingLocation()
    }

    /// A hike keeps recording with the screen off, so updates continue in the background.
    func beginHike(id: String) {
        manager.activityType = .fitness
        manager.allowsBackgroundLocationUpdates = true
        manager.showsBackgroundLocationIndicator = true
        manager.pausesLocationUpdatesAutomatically = false
        manager.startUpdatingLocation()
    }
}

extension LocationTracker: CLLocationManagerDelegate {}
