import CoreLocation

protocol LocationManaging: AnyObject {
    var delegate: CLLocationManagerDelegate? { get set }
    func requestAlwaysAuthorization()
    func startUpdatingLocation()
    func startMonitoringSignificantLocationChanges()
    func startMonitoring(for region: CLRegion)
}
extension CLLocationManager: LocationManaging {}

/// Native side of the Capacitor `BackgroundTracking` plugin.
final class TrackingService: NSObject, CLLocationManagerDelegate {
    private let manager: LocationManaging
    init(manager: LocationManaging = CLLocationManager()) { self.manager = manager; super.init(); manager.delegate = self }

    func start() {
        manager.requestAlwaysAuthorization()
        manager.startUpdatingLocation()
    }

    /// Called from applicationWillTerminate so iOS relaunches us after a significant change.
    func onTerminated() {
        manager.startMonitoringSignificantLocationChanges()
    }
}
