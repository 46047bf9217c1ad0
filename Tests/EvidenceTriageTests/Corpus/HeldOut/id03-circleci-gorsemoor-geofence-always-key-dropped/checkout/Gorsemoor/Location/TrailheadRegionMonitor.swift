import CoreLocation
import os

/// Posts "you're at the trailhead — start the walk?" reminders when the user arrives.
/// Region monitoring keeps working with the app suspended or terminated, which needs
/// Always authorization.
final class TrailheadRegionMonitor: NSObject, CLLocationManagerDelegate {
    private let manager = CLLocationManager()
    private let log = Logger(subsystem: "com.gorsemoor.app", category: "Geofence")

    var onAuthorizationChange: ((CLAuthorizationStatus) -> Void)?
    var onEnter: ((String) -> Void)?
    var onFailure: ((String, Error) -> Void)?

    var authorizationStatus: CLAuthorizationStatus { manager.authorizationStatus }

    override init() {
        super.init()
        manager.delegate = self
    }

    func requestAlways() {
        log.info("requesting Always authorization (current: \(self.manager.authorizationStatus.rawValue))")
        manager.requestAlwaysAuthorization()
    }

    func monitor(_ trailheads: [Trailhead]) {
        for trailhead in trailheads {
            let region = CLCircularRegion(center: trailhead.coordinate, radius: 150, identifier: trailhead.id)
            region.notifyOnEntry = true
            region.notifyOnExit = false
            manager.startMonitoring(for: region)
        }
    }

    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        onAuthorizationChange?(manager.authorizationStatus)
    }

    func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion) {
        log.info("entered \(region.identifier, privacy: .public)")
        onEnter?(region.identifier)
    }

    func locationManager(_ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?, withError error: Error) {
        log.error("monitoringDidFailFor \(region?.identifier ?? "-", privacy: .public): \(String(describing: error), privacy: .public)")
        onFailure?(region?.identifier ?? "-", error)
    }
}

struct Trailhead: Hashable {
    let id: String
    let coordinate: CLLocationCoordinate2D
    static func == (a: Trailhead, b: Trailhead) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }

    static let catbells = Trailhead(id: "trailhead-catbells", coordinate: .init(latitude: 54.5708, longitude: -3.1711))
}
