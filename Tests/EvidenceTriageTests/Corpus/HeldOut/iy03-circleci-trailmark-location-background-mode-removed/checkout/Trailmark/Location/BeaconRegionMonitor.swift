import CoreLocation
import Foundation

/// Monitors the iBeacon regions of today's job sites so a technician is checked in
/// automatically, even with the phone locked in a pocket.
final class BeaconRegionMonitor: NSObject, CLLocationManagerDelegate {
    private let manager: CLLocationManager
    private(set) var monitoredSiteIDs: Set<String> = []
    var onEnter: ((String) -> Void)?

    init(manager: CLLocationManager = CLLocationManager()) {
        self.manager = manager
        super.init()
    }

    func start(regions: [CLBeaconRegion]) {
        manager.delegate = self
        manager.allowsBackgroundLocationUpdates = true
        manager.pausesLocationUpdatesAutomatically = false
        for region in regions {
            region.notifyEntryStateOnDisplay = true
            manager.startMonitoring(for: region)
            monitoredSiteIDs.insert(region.identifier)
        }
    }

    func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion) {
        onEnter?(region.identifier)
    }
}
