import CoreLocation
import os

/// Records a hike. Recording must keep running with the screen locked, so it
/// uses continuous background location updates.
final class TrackRecorder: NSObject {
    private let log = Logger(subsystem: "com.cairntrails.app", category: "track")
    private let manager: LocationManaging
    private(set) var isRecording = false
    private(set) var points: [CLLocation] = []

    init(manager: LocationManaging = CLLocationManager()) {
        self.manager = manager
        super.init()
        self.manager.delegate = self
    }

    func startRecording() {
        manager.activityType = .fitness
        manager.desiredAccuracy = kCLLocationAccuracyBest
        manager.allowsBackgroundLocationUpdates = true
        manager.showsBackgroundLocationIndicator = true
        // Core Location's battery heuristic: fine for hikers who stop for lunch.
        manager.pausesLocationUpdatesAutomatically = true
        manager.startUpdatingLocation()
        isRecording = true
        log.info("recording started")
    }

    func stopRecording() {
        manager.stopUpdatingLocation()
        manager.allowsBackgroundLocationUpdates = false
        isRecording = false
    }
}

extension TrackRecorder: CLLocationManagerDelegate {
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        points.append(contentsOf: locations)
    }
}
