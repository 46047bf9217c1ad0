import CoreLocation

protocol LocationManaging: AnyObject {
    var allowsBackgroundLocationUpdates: Bool { get set }
    var pausesLocationUpdatesAutomatically: Bool { get set }
    var activityType: CLActivityType { get set }
    var desiredAccuracy: CLLocationAccuracy { get set }
    func requestAlwaysAuthorization()
    func startUpdatingLocation()
}

extension CLLocationManager: LocationManaging {}

final class TrackRecorder: NSObject {
    enum Mode { case continuous, lowPower }
    private let manager: LocationManaging
    private let store: TrackStore

    init(manager: LocationManaging, store: TrackStore) {
        self.manager = manager
        self.store = store
    }

    func start(mode: Mode) {
        manager.requestAlwaysAuthorization()
        manager.activityType = .fitness
        manager.desiredAccuracy = mode == .continuous ? kCLLocationAccuracyBest : kCLLocationAccuracyHundredMeters
        manager.allowsBackgroundLocationUpdates = true
        manager.startUpdatingLocation()
    }

    func locationManagerDidPauseLocationUpdates(_ manager: CLLocationManager) {
        TrailLog.location.info("updates paused by Core Location")
    }
}
