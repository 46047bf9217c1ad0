import CoreLocation
import Foundation

/// Wraps CLLocationManager for the reporting service. Continuous tracking keeps
/// delivering fixes while the app is in the background (UIBackgroundModes: location).
final class LocationTracker: NSObject, CLLocationManagerDelegate {
    private let manager: CLLocationManager
    private let queue: PositionQueue
    var distanceFilter: CLLocationDistance = 50
    var accuracy: CLLocationAccuracy = kCLLocationAccuracyHundredMeters

    init(manager: CLLocationManager = CLLocationManager(), queue: PositionQueue) {
        self.manager = manager
        self.queue = queue
        super.init()
        manager.delegate = self
    }

    var isRunning = false

    func requestAuthorizationIfNeeded() {
        switch manager.authorizationStatus {
        case .notDetermined:
            manager.requestAlwaysAuthorization()
        default:
            break
        }
    }

    func start() {
        guard !isRunning else { return }
        manager.desiredAccuracy = accuracy
        manager.distanceFilter = distanceFilter
        manager.activityType = .otherNavigation
        manager.pausesLocationUpdatesAutomatically = false
        manager.showsBackgroundLocationIndicator = true
        // Continuous tracking: keep receiving fixes after the user leaves the app.
        // Core Location treats this as a programmer error unless the *built* Info.plist
        // lists "location" in UIBackgroundModes.
        manager.allowsBackgroundLocationUpdates = true
        manager.startUpdatingLocation()
        manager.startMonitoringSignificantLocationChanges()
        isRunning = true
    }

    func stop() {
        manager.stopUpdatingLocation()
        manager.stopMonitoringSignificantLocationChanges()
        isRunning = false
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        locations.forEach { queue.enqueue(Position(location: $0)) }
    }
}
