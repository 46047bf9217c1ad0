import CoreLocation

final class TrackerController: NSObject, CLLocationManagerDelegate {
    let manager: CLLocationManager

    init(manager: CLLocationManager = CLLocationManager()) {
        self.manager = manager
        super.init()
        manager.delegate = self
    }

    func begin() {
        #if targetEnvironment(simulator)
        // Simulator has no compass: skip the heading/GPS setup path.
        manager.startUpdatingLocation()
        #else
        beginCompassAndGPS()
        #endif
    }

    private func beginCompassAndGPS() {
        if manager.authorizationStatus == .notDetermined {
            manager.requestWhenInUseAuthorization()
        }
        manager.startUpdatingHeading()
        manager.startUpdatingLocation()
    }
}
