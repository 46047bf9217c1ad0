import CoreLocation
import Foundation

/// Starts region monitoring for campaign geofences and forwards transitions to the delivery pipeline.
public final class GeofenceMonitor: NSObject, CLLocationManagerDelegate {
    public var onEnter: ((CLRegion) -> Void)?
    private let manager: CLLocationManager
    private let log = RelayLog(category: "geofence")

    public init(manager: CLLocationManager = CLLocationManager()) {
        self.manager = manager
        super.init()
        manager.delegate = self
    }

    public func start(_ regions: [CLCircularRegion]) {
        for region in regions {
            region.notifyOnEntry = true
            region.notifyOnExit = false
            manager.startMonitoring(for: region)
            log.info("Started monitoring region \(region.identifier) r=\(Int(region.radius))m")
        }
    }

    public func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion) {
        log.info("didEnterRegion \(region.identifier)")
        onEnter?(region)
    }

    public func locationManager(_ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?, withError error: Error) {
        log.error("monitoringDidFail \(region?.identifier ?? "-"): \(error)")
    }
}
