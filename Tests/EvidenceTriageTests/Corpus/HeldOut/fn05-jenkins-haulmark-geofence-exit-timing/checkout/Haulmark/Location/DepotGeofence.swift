import CoreLocation
import UserNotifications
import os

struct Depot: Equatable {
    var id: String
    var name: String
    var center: CLLocationCoordinate2D
    var radius: CLLocationDistance

    static func == (l: Depot, r: Depot) -> Bool { l.id == r.id }
}

/// Posts "Departed <depot>" when the driver's device leaves the depot region.
final class DepotGeofence: NSObject, CLLocationManagerDelegate {
    /// Region monitoring is unreliable below ~200 m (Wi-Fi/cell accuracy), so depots are widened to this.
    static let minimumRadius: CLLocationDistance = 200

    private let manager: CLLocationManager
    private let notifications: UNUserNotificationCenter
    private let log = Logger(subsystem: "com.haulmark.driver", category: "Geofence")
    private var depots: [String: Depot] = [:]

    init(manager: CLLocationManager = CLLocationManager(), notifications: UNUserNotificationCenter = .current()) {
        self.manager = manager
        self.notifications = notifications
        super.init()
        manager.delegate = self
    }

    func region(for depot: Depot) -> CLCircularRegion {
        let radius = min(max(depot.radius, 100), manager.maximumRegionMonitoringDistance)
        let region = CLCircularRegion(center: depot.center, radius: radius, identifier: "depot-\(depot.id)")
        region.notifyOnEntry = true
        region.notifyOnExit = true
        return region
    }

    func startMonitoring(_ depot: Depot) {
        depots[depot.id] = depot
        let region = region(for: depot)
        log.info("monitoring \(region.identifier, privacy: .public) radius=\(Int(region.radius))m")
        manager.startMonitoring(for: region)
        manager.requestState(for: region)
    }

    func locationManager(_ manager: CLLocationManager, didDetermineState state: CLRegionState, for region: CLRegion) {
        log.info("didDetermineState \(state == .inside ? "inside" : state == .outside ? "outside" : "unknown", privacy: .public) \(region.identifier, privacy: .public)")
    }

    func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion) {
        log.info("didExitRegion \(region.identifier, privacy: .public)")
        guard let depot = depots[String(region.identifier.dropFirst("depot-".count))] else { return }
        let content = UNMutableNotificationContent()
        content.title = "Departed \(depot.name)"
        content.body = "Manifest locked. Drive safely."
        notifications.add(UNNotificationRequest(identifier: "departed-\(depot.id)", content: content, trigger: nil))
    }

    func locationManager(_ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?, withError error: Error) {
        log.error("monitoringDidFail \(region?.identifier ?? "-", privacy: .public): \(error.localizedDescription, privacy: .public)")
    }
}
