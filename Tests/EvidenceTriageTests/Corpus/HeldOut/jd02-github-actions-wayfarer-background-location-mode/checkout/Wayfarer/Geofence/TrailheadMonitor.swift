import CoreLocation
import Foundation

/// Posts a check-in when the hiker arrives at a saved trailhead (region monitoring).
final class TrailheadMonitor: NSObject, CLLocationManagerDelegate {
    static let checkInPosted = Notification.Name("WayfarerTrailheadCheckIn")
    private let manager = CLLocationManager()

    override init() {
        super.init()
        manager.delegate = self
    }

    func monitor(_ trailhead: Trailhead) {
        let region = CLCircularRegion(center: trailhead.coordinate, radius: trailhead.radius, identifier: trailhead.id)
        region.notifyOnEntry = true
        region.notifyOnExit = false
        NSLog("[Geo] monitoring %@ center=(%.5f, %.5f) radius=%.0fm auth=%d", trailhead.id,
              trailhead.coordinate.latitude, trailhead.coordinate.longitude, trailhead.radius,
              manager.authorizationStatus.rawValue)
        manager.startMonitoring(for: region)
        manager.requestState(for: region)
    }

    func locationManager(_ manager: CLLocationManager, didDetermineState state: CLRegionState, for region: CLRegion) {
        let fix = manager.location.map { String(format: "%.5f, %.5f", $0.coordinate.latitude, $0.coordinate.longitude) } ?? "none"
        NSLog("[Geo] didDetermineState %@ for %@ (last fix %@)", state == .inside ? "inside" : "outside", region.identifier, fix)
        if state == .inside { postCheckIn(region.identifier) }
    }

    func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion) {
        postCheckIn(region.identifier)
    }

    func locationManager(_ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?, withError error: Error) {
        NSLog("[Geo] monitoring failed for %@: %@", region?.identifier ?? "?", String(describing: error))
    }

    private func postCheckIn(_ id: String) {
        NotificationCenter.default.post(name: Self.checkInPosted, object: nil, userInfo: ["trailhead": id])
    }
}
