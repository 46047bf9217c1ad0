import CoreLocation

protocol LocationTracking: AnyObject {
    func startSignificantChangeMonitoring()
    func stopSignificantChangeMonitoring()
}

final class SignificantChangeMonitor: NSObject, LocationTracking, CLLocationManagerDelegate {
    private let manager = CLLocationManager()

    override init() {
        super.init()
        manager.delegate = self
        manager.allowsBackgroundLocationUpdates = true
        manager.pausesLocationUpdatesAutomatically = false
    }

    func startSignificantChangeMonitoring() { manager.startMonitoringSignificantLocationChanges() }
    func stopSignificantChangeMonitoring() { manager.stopMonitoringSignificantLocationChanges() }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        TrackRecorder.shared.append(locations)
    }
}
