import CoreLocation

/// Thin wrapper kept from the old LocationKit fork. Significant-change
/// monitoring wakes (or relaunches) the app roughly every 500 m.
final class SignificantChangeTracker: NSObject, CLLocationManagerDelegate {
    enum Mode { case significantChanges, standard(accuracy: CLLocationAccuracy) }

    private let manager: CLLocationManager
    var onLocations: (([CLLocation]) -> Void)?

    init(manager: CLLocationManager = CLLocationManager()) {
        self.manager = manager
        super.init()
        manager.delegate = self
    }

    func start(_ mode: Mode) {
        switch mode {
        case .significantChanges:
            // Carried over from LocationKit: every "background-capable" request
            // flips the background flag, even significant-change ones.
            manager.allowsBackgroundLocationUpdates = true
            manager.startMonitoringSignificantLocationChanges()
        case .standard(let accuracy):
            manager.desiredAccuracy = accuracy
            manager.startUpdatingLocation()
        }
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        onLocations?(locations)
    }
}
