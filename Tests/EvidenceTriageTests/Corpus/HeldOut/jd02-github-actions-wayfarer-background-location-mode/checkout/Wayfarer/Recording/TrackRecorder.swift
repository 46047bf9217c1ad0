import CoreLocation
import Foundation

/// Records a hike. Continuous GPS while recording, including when the screen
/// is locked and the app is in the background.
final class TrackRecorder: NSObject, CLLocationManagerDelegate {
    private let manager: CLLocationManager
    private(set) var points: [CLLocation] = []
    private(set) var isRecording = false
    let autoPause: AutoPauseDetector

    init(manager: CLLocationManager = CLLocationManager(),
         autoPause: AutoPauseDetector = AutoPauseDetector()) {
        self.manager = manager
        self.autoPause = autoPause
        super.init()
        manager.delegate = self
        manager.activityType = .fitness
        manager.desiredAccuracy = kCLLocationAccuracyBest
        manager.distanceFilter = 5
    }

    func start() {
        guard !isRecording else { return }
        isRecording = true
        manager.allowsBackgroundLocationUpdates = true
        manager.pausesLocationUpdatesAutomatically = false
        manager.showsBackgroundLocationIndicator = true
        manager.startUpdatingLocation()
        autoPause.start()
    }

    func stop() {
        isRecording = false
        manager.stopUpdatingLocation()
        manager.allowsBackgroundLocationUpdates = false
        autoPause.stop()
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        guard !autoPause.isPaused else { return }
        points.append(contentsOf: locations.filter { $0.horizontalAccuracy >= 0 && $0.horizontalAccuracy < 50 })
    }
}
