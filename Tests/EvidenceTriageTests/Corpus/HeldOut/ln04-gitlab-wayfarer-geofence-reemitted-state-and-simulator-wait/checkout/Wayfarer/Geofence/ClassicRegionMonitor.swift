import CoreLocation

protocol RegionMonitoringManager: AnyObject {
    var delegate: CLLocationManagerDelegate? { get set }
    func startMonitoring(for region: CLRegion)
    func requestState(for region: CLRegion)
}

extension CLLocationManager: RegionMonitoringManager {}

/// iOS 13-17 path. Classic region monitoring reports crossings only; it does not tell you
/// the state you start in unless asked.
final class ClassicRegionMonitor: NSObject, CLLocationManagerDelegate {
    private let manager: RegionMonitoringManager
    var onEvent: ((String, FenceState) -> Void)?

    init(manager: RegionMonitoringManager) {
        self.manager = manager
        super.init()
        manager.delegate = self
    }

    func register(_ region: CLCircularRegion) {
        region.notifyOnEntry = true
        region.notifyOnExit = true
        manager.startMonitoring(for: region)
    }

    func locationManager(_ manager: CLLocationManager, didDetermineState state: CLRegionState, for region: CLRegion) {
        onEvent?(region.identifier, state == .inside ? .inside : .outside)
    }

    func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion) {
        onEvent?(region.identifier, .inside)
    }
}
