import CoreLocation

/// Records a run. While a run is recording, updates must keep coming after the
/// user locks the phone or switches to a music app.
final class LocationService: NSObject, CLLocationManagerDelegate {
    let manager: CLLocationManager
    private let bundle: Bundle
    private(set) var fixes: [CLLocation] = []

    init(manager: CLLocationManager = CLLocationManager(), bundle: Bundle = .main) {
        self.manager = manager
        self.bundle = bundle
        super.init()
        manager.delegate = self
    }

    /// `allowsBackgroundLocationUpdates = true` is only legal when the app
    /// declares the `location` background mode; CoreLocation raises otherwise.
    var declaresLocationBackgroundMode: Bool {
        let modes = bundle.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
        return modes.contains("location")
    }

    func startRecording() {
        manager.activityType = .fitness
        manager.desiredAccuracy = kCLLocationAccuracyBest
        manager.pausesLocationUpdatesAutomatically = false
        if declaresLocationBackgroundMode {
            manager.allowsBackgroundLocationUpdates = true
            manager.showsBackgroundLocationIndicator = true
        } else {
            print("[Location] UIBackgroundModes has no 'location' (\(bundle.bundleIdentifier ?? "?")); recording stops when the app is suspended")
        }
        manager.startUpdatingLocation()
        print("[Location] recording started background=\(manager.allowsBackgroundLocationUpdates)")
    }

    func stopRecording() {
        manager.stopUpdatingLocation()
        manager.allowsBackgroundLocationUpdates = false
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        fixes.append(contentsOf: locations.filter { $0.horizontalAccuracy >= 0 && $0.horizontalAccuracy < 50 })
    }
}
