import CoreLocation
import os

/// Records a hike. Foreground recording uses standard updates; once the user
/// locks the phone we keep recording with allowsBackgroundLocationUpdates.
final class LocationTracker: NSObject, CLLocationManagerDelegate {
    private let manager: CLLocationManager
    private let logger = Logger(subsystem: "com.trailmark.app", category: "location")
    private(set) var isRecordingInBackground = false
    var onLocations: (([CLLocation]) -> Void)?

    init(manager: CLLocationManager = CLLocationManager()) {
        self.manager = manager
        super.init()
        manager.delegate = self
        manager.activityType = .fitness
        manager.desiredAccuracy = kCLLocationAccuracyBest
    }

    func beginBackgroundTracking(completion: @escaping (Bool) -> Void) {
        DispatchQueue.main.async {
            self.logger.info("enabling background location updates")
            self.manager.allowsBackgroundLocationUpdates = true
            self.manager.pausesLocationUpdatesAutomatically = false
            self.manager.showsBackgroundLocationIndicator = true
            self.manager.startUpdatingLocation()
            self.isRecordingInBackground = true
            completion(true)
        }
    }

    func stop() {
        manager.stopUpdatingLocation()
        manager.allowsBackgroundLocationUpdates = false
        isRecordingInBackground = false
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        onLocations?(locations)
    }
}
