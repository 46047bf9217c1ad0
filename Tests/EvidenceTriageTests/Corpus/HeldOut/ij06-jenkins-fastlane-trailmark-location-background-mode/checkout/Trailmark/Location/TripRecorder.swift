import CoreLocation
import Foundation

/// Records a hike. While a recording is active the app keeps receiving
/// location updates after the user locks the phone.
final class TripRecorder: NSObject, CLLocationManagerDelegate {
    private let manager: CLLocationManager
    private(set) var points: [CLLocation] = []
    private(set) var isRecording = false

    init(manager: CLLocationManager = CLLocationManager()) {
        self.manager = manager
        super.init()
        manager.delegate = self
        manager.activityType = .fitness
        manager.desiredAccuracy = kCLLocationAccuracyBest
    }

    func startBackgroundRecording() {
        manager.allowsBackgroundLocationUpdates = true
        manager.pausesLocationUpdatesAutomatically = false
        manager.showsBackgroundLocationIndicator = true
        manager.startUpdatingLocation()
        isRecording = true
    }

    func stop() {
        manager.stopUpdatingLocation()
        manager.allowsBackgroundLocationUpdates = false
        isRecording = false
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        points.append(contentsOf: locations.filter { $0.horizontalAccuracy >= 0 && $0.horizontalAccuracy < 50 })
    }
}
