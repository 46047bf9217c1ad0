import CoreLocation

/// Tracks the boat you're on so "arriving in 5 min" alerts keep working with the screen off.
final class ArrivalTracker: NSObject, CLLocationManagerDelegate {
    let manager: CLLocationManager
    private(set) var isTracking = false

    init(manager: CLLocationManager = CLLocationManager()) {
        self.manager = manager
        super.init()
        manager.delegate = self
        manager.activityType = .otherNavigation
        manager.desiredAccuracy = kCLLocationAccuracyHundredMeters
    }

    func startTrip(continueInBackground: Bool) {
        if continueInBackground {
            manager.allowsBackgroundLocationUpdates = true
            manager.pausesLocationUpdatesAutomatically = false
            manager.showsBackgroundLocationIndicator = true
        }
        manager.startUpdatingLocation()
        isTracking = true
    }

    func stopTrip() {
        manager.stopUpdatingLocation()
        manager.allowsBackgroundLocationUpdates = false
        isTracking = false
    }
}
