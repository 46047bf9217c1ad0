import CoreLocation

final class LocationTracker: NSObject {
    private let manager: CLLocationManager
    private(set) var isTracking = false

    init(manager: CLLocationManager) {
        self.manager = manager
        super.init()
        manager.delegate = self
    }

    func shiftDidBegin() {
        manager.desiredAccuracy = kCLLocationAccuracyHundredMeters
        manager.allowsBackgroundLocationUpdates = true     // needs `location` in UIBackgroundModes
        manager.pausesLocationUpdatesAutomatically = false
        manager.startUpdatingLocation()
        isTracking = true
    }
}

extension LocationTracker: CLLocationManagerDelegate {}

