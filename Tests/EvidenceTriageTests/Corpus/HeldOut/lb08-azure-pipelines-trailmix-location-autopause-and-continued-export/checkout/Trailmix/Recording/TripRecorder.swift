import CoreLocation

protocol LocationManaging: AnyObject {
    var allowsBackgroundLocationUpdates: Bool { get set }
    var pausesLocationUpdatesAutomatically: Bool { get set }
    func requestAlwaysAuthorization()
    func startUpdatingLocation()
}
extension CLLocationManager: LocationManaging {}

final class TripRecorder {
    private let manager: LocationManaging
    init(manager: LocationManaging = CLLocationManager()) { self.manager = manager }

    func startRecording() {
        manager.requestAlwaysAuthorization()
        manager.allowsBackgroundLocationUpdates = true
        // pausesLocationUpdatesAutomatically left at the CLLocationManager default (true)
        manager.startUpdatingLocation()
    }
}
