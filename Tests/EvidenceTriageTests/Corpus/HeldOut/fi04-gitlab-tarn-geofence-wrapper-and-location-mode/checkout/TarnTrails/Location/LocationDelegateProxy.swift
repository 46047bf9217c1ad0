import CoreLocation
import os

/// Receives every CLLocationManagerDelegate callback and fans it out to the performers
/// (one per async stream) that declared they handle that event.
final class LocationDelegateProxy: NSObject, CLLocationManagerDelegate {
    private let log = Logger(subsystem: "app.tarntrails.ios", category: "TarnLocation")
    private var performers: [LocationPerformer] = []
    private let lock = NSLock()

    func add(_ performer: LocationPerformer) {
        lock.withLock { performers.append(performer) }
    }

    func remove(_ performer: LocationPerformer) {
        lock.withLock { performers.removeAll { $0 === performer } }
    }

    func eventForMethodInvoked(_ event: LocationDelegateEvent) {
        let current = lock.withLock { performers }
        for performer in current {
            let supported = performer.eventSupported(event)
            log.debug("delegate \(event.name, privacy: .public) -> \(String(describing: type(of: performer)), privacy: .public) supported=\(supported)")
            if supported {
                performer.invoke(with: event)
            }
        }
    }

    func locationManager(_ manager: CLLocationManager, didStartMonitoringFor region: CLRegion) {
        eventForMethodInvoked(.didStartMonitoring(region))
    }

    func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion) {
        eventForMethodInvoked(.didEnterRegion(region))
    }

    func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion) {
        eventForMethodInvoked(.didExitRegion(region))
    }

    func locationManager(_ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?, withError error: Error) {
        eventForMethodInvoked(.monitoringDidFail(region, error))
    }
}
