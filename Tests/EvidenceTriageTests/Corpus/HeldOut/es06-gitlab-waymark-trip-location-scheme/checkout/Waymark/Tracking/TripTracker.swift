import CoreLocation
import Foundation

protocol LocationManaging: AnyObject {
    var delegate: CLLocationManagerDelegate? { get set }
    var desiredAccuracy: CLLocationAccuracy { get set }
    var distanceFilter: CLLocationDistance { get set }
    var activityType: CLActivityType { get set }
    var allowsBackgroundLocationUpdates: Bool { get set }
    var pausesLocationUpdatesAutomatically: Bool { get set }
    var showsBackgroundLocationIndicator: Bool { get set }
    func startUpdatingLocation()
    func stopUpdatingLocation()
}

extension CLLocationManager: LocationManaging {}

/// Records a trip while the user drives or rides, including with the screen off.
final class TripTracker: NSObject, CLLocationManagerDelegate {
    enum Status: Equatable {
        case idle
        case waitingForFix
        case recording(meters: Double)
        case failed(String)
    }

    private let manager: LocationManaging
    private(set) var status: Status = .idle
    private(set) var points: [CLLocation] = []

    init(manager: LocationManaging = CLLocationManager()) {
        self.manager = manager
        super.init()
        manager.delegate = self
    }

    func startBackgroundRecording(activity: CLActivityType = .automotiveNavigation) {
        manager.activityType = activity
        manager.desiredAccuracy = kCLLocationAccuracyBest
        manager.distanceFilter = 10
        manager.showsBackgroundLocationIndicator = true
        manager.pausesLocationUpdatesAutomatically = false
        status = .waitingForFix
        manager.startUpdatingLocation()
    }

    func stop() {
        manager.stopUpdatingLocation()
        status = .idle
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        points.append(contentsOf: locations.filter { $0.horizontalAccuracy >= 0 && $0.horizontalAccuracy < 50 })
        status = .recording(meters: TripMath.distance(along: points))
    }

    func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) {
        let nsError = error as NSError
        status = .failed("\(nsError.domain) \(nsError.code)")
    }
}
