import CoreLocation
import Foundation

/// Streams the courier's position to the dispatcher while a shift is open.
final class CourierTracker: NSObject, CLLocationManagerDelegate {
    private let manager: CLLocationManager
    private(set) var isTracking = false

    init(manager: CLLocationManager = CLLocationManager()) {
        self.manager = manager
        super.init()
        manager.delegate = self
        manager.desiredAccuracy = kCLLocationAccuracyNearestTenMeters
    }

    func startShift() {
        // Keep updates flowing when the courier locks the phone between drops.
        manager.allowsBackgroundLocationUpdates = true
        manager.pausesLocationUpdatesAutomatically = false
        manager.startUpdatingLocation()
        isTracking = true
    }

    func endShift() {
        manager.stopUpdatingLocation()
        manager.allowsBackgroundLocationUpdates = false
        isTracking = false
    }
}
