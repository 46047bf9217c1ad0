import CoreLocation

final class TripRecorder: NSObject {
    private let manager: CLLocationManager
    private(set) var isRecordingInBackground = false

    init(manager: CLLocationManager) {
        self.manager = manager
        super.init()
    }

    func prepare() {
        manager.requestAlwaysAuthorization()
    }

    func authorizationDidChange(_ status: CLAuthorizationStatus) {
        guard status == .authorizedAlways else { return }
        manager.allowsBackgroundLocationUpdates = true
        manager.pausesLocationUpdatesAutomatically = false
        manager.startUpdatingLocation()
        isRecordingInBackground = true
    }
}
