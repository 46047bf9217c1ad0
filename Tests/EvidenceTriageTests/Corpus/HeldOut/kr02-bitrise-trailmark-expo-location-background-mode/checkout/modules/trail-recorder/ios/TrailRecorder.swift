import CoreLocation

/// Records the active trail. Background recording keeps standard location
/// updates running while the app is suspended; significant changes are used
/// as a low-power fallback between hikes.
final class TrailRecorder: NSObject, CLLocationManagerDelegate {
    let manager: CLLocationManager
    private(set) var distanceMeters: CLLocationDistance = 0
    private(set) var lastLocation: CLLocation?
    var onSignificantChange: ((CLLocation) -> Void)?
    private var monitoringSignificantChanges = false

    init(manager: CLLocationManager = CLLocationManager()) {
        self.manager = manager
        super.init()
        manager.delegate = self
        manager.activityType = .fitness
    }

    func startRecording(inBackground: Bool) {
        NSLog("[TrailRecorder] startRecording(inBackground: %@)", inBackground ? "true" : "false")
        if inBackground {
            manager.allowsBackgroundLocationUpdates = true
            manager.showsBackgroundLocationIndicator = true
        }
        manager.startUpdatingLocation()
    }

    func startSignificantChangeMonitoring() {
        monitoringSignificantChanges = true
        manager.startMonitoringSignificantLocationChanges()
        NSLog("[TrailRecorder] significant-change monitoring started")
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        if monitoringSignificantChanges, let latest = locations.last {
            NSLog("[TrailRecorder] significant change delivered: %.5f,%.5f", latest.coordinate.latitude, latest.coordinate.longitude)
            onSignificantChange?(latest)
        }
        accumulate(locations)
    }

    func accumulate(_ locations: [CLLocation]) {
        for location in locations {
            if let last = lastLocation {
                distanceMeters += location.distance(from: last)
            }
            if let first = locations.first {
                lastLocation = first
            }
        }
    }
}
