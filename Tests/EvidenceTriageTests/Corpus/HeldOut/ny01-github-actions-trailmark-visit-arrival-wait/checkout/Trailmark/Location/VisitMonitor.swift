import CoreLocation
import Foundation

/// Records trailhead arrivals using the Core Location visits service.
final class VisitMonitor: NSObject, CLLocationManagerDelegate {
    static let shared = VisitMonitor()

    private let manager = CLLocationManager()
    private(set) var arrivals: [TrailheadArrival] = []
    var onArrivalForTesting: ((TrailheadArrival) -> Void)?

    override init() {
        super.init()
        manager.delegate = self
        manager.allowsBackgroundLocationUpdates = true
    }

    func start() {
        manager.requestAlwaysAuthorization()
        manager.startMonitoringVisits()
        Log.location.info("startMonitoringVisits auth=\(self.manager.authorizationStatus.rawValue)")
    }

    func locationManager(_ manager: CLLocationManager, didVisit visit: CLVisit) {
        guard visit.departureDate == .distantFuture else { return }
        let arrival = TrailheadArrival(coordinate: visit.coordinate, at: visit.arrivalDate)
        arrivals.append(arrival)
        onArrivalForTesting?(arrival)
    }
}
