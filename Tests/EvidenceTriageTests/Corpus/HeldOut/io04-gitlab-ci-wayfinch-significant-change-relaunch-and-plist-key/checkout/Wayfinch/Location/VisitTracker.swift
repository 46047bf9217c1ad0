import CoreLocation
import os

protocol SignificantChangeMonitoring: AnyObject {
    var delegate: CLLocationManagerDelegate? { get set }
    var authorizationStatus: CLAuthorizationStatus { get }
    func requestAlwaysAuthorization()
    func startMonitoringSignificantLocationChanges()
    func stopMonitoringSignificantLocationChanges()
}

extension CLLocationManager: SignificantChangeMonitoring {}

/// Logs trip stops from the significant-change service. iOS relaunches a terminated app
/// with `UIApplication.LaunchOptionsKey.location` when a new event arrives; the app must
/// then create a manager and start the service again to receive it.
final class VisitTracker: NSObject, CLLocationManagerDelegate {
    static let shared = VisitTracker(manager: CLLocationManager())
    private let log = Logger(subsystem: "com.wayfinch.app", category: "Location")
    let manager: SignificantChangeMonitoring
    private(set) var isMonitoring = false
    var onVisit: ((CLLocation) -> Void)?

    init(manager: SignificantChangeMonitoring) {
        self.manager = manager
        super.init()
        manager.delegate = self
    }

    /// Called from onboarding once the user opted in to trip logging.
    func beginTripLogging() {
        log.info("authorizationStatus=\(self.manager.authorizationStatus.rawValue)")
        if manager.authorizationStatus != .authorizedAlways {
            manager.requestAlwaysAuthorization()
        }
        manager.startMonitoringSignificantLocationChanges()
        isMonitoring = true
        log.info("startMonitoringSignificantLocationChanges")
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        guard let last = locations.last else { return }
        log.info("significant change: \(last.coordinate.latitude), \(last.coordinate.longitude)")
        onVisit?(last)
    }
}
