import CoreLocation

/// Thin wrapper the recorder uses instead of talking to CLLocationManager directly.
final class TrailLocator: NSObject, CLLocationManagerDelegate {
    enum Failure: Error, Equatable { case backgroundModeNotSet, denied }
    enum State: Equatable { case idle, tracking, failed(Failure) }

    private let manager: CLLocationManager
    private let bundle: Bundle
    private(set) var state: State = .idle
    var onLocations: (([CLLocation]) -> Void)?

    init(manager: CLLocationManager = CLLocationManager(), bundle: Bundle = .main) {
        self.manager = manager
        self.bundle = bundle
        super.init()
        manager.delegate = self
    }

    private var declaresLocationBackgroundMode: Bool {
        (bundle.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []).contains("location")
    }

    /// Continuous GPS that keeps running with the screen off.
    func startBackgroundTracking() {
        guard declaresLocationBackgroundMode else {
            // Setting allowsBackgroundLocationUpdates without the mode is a programmer
            // error in CoreLocation (NSInternalInconsistencyException), so fail early.
            NSLog("[TrailLocator] Location monitoring failed due to an error backgroundModeNotSet")
            state = .failed(.backgroundModeNotSet)
            return
        }
        manager.allowsBackgroundLocationUpdates = true
        manager.pausesLocationUpdatesAutomatically = false
        manager.activityType = .fitness
        manager.startUpdatingLocation()
        state = .tracking
    }

    func stop() {
        manager.stopUpdatingLocation()
        state = .idle
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        onLocations?(locations)
    }
}
