import CoreLocation

final class RegionEventRouter: NSObject, CLLocationManagerDelegate {
    private let notifier: ArrivalNotifying
    private let clock: Clock
    private var lastEntry: [String: Date] = [:]

    init(notifier: ArrivalNotifying, clock: Clock) {
        self.notifier = notifier
        self.clock = clock
    }

    func locationManager(_ manager: CLLocationManager?, didEnterRegion region: CLRegion) {
        lastEntry[region.identifier] = clock.now
        notifier.arrived(at: region.identifier)
    }

    func locationManager(_ manager: CLLocationManager?, didExitRegion region: CLRegion) {
        lastEntry[region.identifier] = nil
    }
}
