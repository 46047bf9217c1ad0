import CoreLocation
import Foundation

/// Records a hike. With "Keep recording when locked" on (the default) it keeps receiving
/// fixes with the screen locked, which requires `location` in UIBackgroundModes of the
/// built app; Settings.bundle exposes the switch.
final class TripRecorder: NSObject, CLLocationManagerDelegate {
    private let manager: CLLocationManager
    private let recordsInBackground: Bool
    private(set) var points: [CLLocation] = []
    private(set) var isRecording = false

    init(manager: CLLocationManager = CLLocationManager(), recordsInBackground: Bool = true) {
        self.manager = manager
        self.recordsInBackground = recordsInBackground
        super.init()
        manager.delegate = self
        manager.activityType = .fitness
        manager.distanceFilter = 5
    }

    func start() {
        guard !isRecording else { return }
        if recordsInBackground {
            manager.allowsBackgroundLocationUpdates = true
            manager.showsBackgroundLocationIndicator = true
        }
        manager.pausesLocationUpdatesAutomatically = false
        manager.startUpdatingLocation()
        isRecording = true
    }

    func stop() {
        manager.stopUpdatingLocation()
        if recordsInBackground {
            manager.allowsBackgroundLocationUpdates = false
        }
        isRecording = false
    }

    var backgroundUpdatesEnabled: Bool { manager.allowsBackgroundLocationUpdates }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        points += locations.filter { $0.horizontalAccuracy >= 0 && $0.horizontalAccuracy < 50 }
    }
}
