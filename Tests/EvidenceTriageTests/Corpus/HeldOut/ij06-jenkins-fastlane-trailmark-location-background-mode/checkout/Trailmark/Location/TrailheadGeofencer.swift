import CoreLocation
import UserNotifications

/// Trailhead check-in: region monitoring is delivered by the system, even when the app
/// is not running, so it needs no location background mode.
final class TrailheadGeofencer: NSObject, CLLocationManagerDelegate {
    static let shared = TrailheadGeofencer()
    private let manager = CLLocationManager()

    func monitor(_ trailhead: Trailhead) {
        manager.delegate = self
        let region = CLCircularRegion(center: trailhead.coordinate, radius: 150, identifier: trailhead.id)
        region.notifyOnEntry = true
        region.notifyOnExit = false
        manager.startMonitoring(for: region)
        NSLog("[Geofence] startMonitoring(for: %@) monitoredRegions=%ld", trailhead.id, manager.monitoredRegions.count)
    }

    func locationManager(_ manager: CLLocationManager, didDetermineState state: CLRegionState, for region: CLRegion) {
        NSLog("[Geofence] didDetermineState %ld for %@", state.rawValue, region.identifier)
    }

    func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion) {
        NSLog("[Geofence] didEnterRegion %@", region.identifier)
        CheckInBanner.post(for: region.identifier)
    }

    func locationManager(_ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?, withError error: Error) {
        NSLog("[Geofence] monitoringDidFailFor %@: %@", region?.identifier ?? "nil", String(describing: error))
    }
}
