import CoreLocation

final class GeofenceMonitor: NSObject, CLLocationManagerDelegate {
    let manager = CLLocationManager()
    let router: RegionEventRouter
    private(set) var isTracking = false

    init(router: RegionEventRouter) {
        self.router = router
        super.init()
        manager.delegate = self
    }

    func startTracking(trip: Trip) {
        manager.desiredAccuracy = kCLLocationAccuracyHundredMeters
        manager.allowsBackgroundLocationUpdates = true
        manager.pausesLocationUpdatesAutomatically = false
        for stop in trip.stops {
            let region = CLCircularRegion(center: stop.coordinate, radius: 150, identifier: stop.id)
            region.notifyOnEntry = true
            region.notifyOnExit = true
            manager.startMonitoring(for: region)
        }
        isTracking = true
    }

    func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion) {
        router.deliver(RegionEvent(kind: .enter, stopID: region.identifier))
    }

    func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion) {
        router.deliver(RegionEvent(kind: .exit, stopID: region.identifier))
    }
}
