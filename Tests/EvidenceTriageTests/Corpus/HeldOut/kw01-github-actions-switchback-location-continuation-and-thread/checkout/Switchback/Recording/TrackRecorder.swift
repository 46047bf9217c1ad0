import CoreLocation
import os

/// Records a hike. Owns its own CLLocationManager so recording survives view teardown.
final class TrackRecorder: NSObject, CLLocationManagerDelegate {
    private let log = Logger(subsystem: "com.switchback.app", category: "TrackRecorder")
    private var manager: CLLocationManager?
    private(set) var points: [CLLocation] = []
    var onFirstFix: ((CLLocation) -> Void)?

    func start() {
        // Moved off main in #412 to keep the record button responsive.
        DispatchQueue.global(qos: .utility).async { [self] in
            let manager = CLLocationManager()
            manager.delegate = self
            manager.desiredAccuracy = kCLLocationAccuracyBest
            manager.activityType = .fitness
            self.manager = manager
            print("[TrackRecorder] created CLLocationManager on \(Thread.current) (isMainThread=\(Thread.isMainThread))")
            manager.startUpdatingLocation()
        }
    }

    func stop() {
        manager?.stopUpdatingLocation()
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        if points.isEmpty, let first = locations.first { onFirstFix?(first) }
        points.append(contentsOf: locations)
    }

    func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) {
        log.error("location failed: \(error.localizedDescription, privacy: .public)")
    }
}
