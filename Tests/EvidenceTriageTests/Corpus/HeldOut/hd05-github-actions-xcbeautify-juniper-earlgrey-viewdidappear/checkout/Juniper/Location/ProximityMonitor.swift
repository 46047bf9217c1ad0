import CoreLocation
import Foundation

/// Region monitoring for "notify me near this stop": every region this app owns starts with `prefix`.
final class ProximityMonitor: NSObject, CLLocationManagerDelegate {

    static let prefix = "juniper.proximity."

    private let manager: LocationManaging
    private let authorization: () -> CLAuthorizationStatus
    weak var delegate: ProximityMonitorDelegate?

    init(manager: LocationManaging, authorization: @escaping () -> CLAuthorizationStatus) {
        self.manager = manager
        self.authorization = authorization
        super.init()
    }

    func startMonitoringProximity(to coordinate: CLLocationCoordinate2D, id: String, radius: CLLocationDistance = 150) {
        let region = CLCircularRegion(center: coordinate, radius: radius, identifier: Self.prefix + id)
        region.notifyOnEntry = true
        region.notifyOnExit = false
        manager.startMonitoring(for: region)
    }

    func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion) {
        guard region is CLCircularRegion else { return }
        delegate?.proximityMonitor(self, didEnter: region.identifier)
    }
}
