import CoreLocation
@testable import CairnTrails

final class FakeLocationManager: LocationManaging {
    weak var delegate: CLLocationManagerDelegate?
    var allowsBackgroundLocationUpdates = false
    var pausesLocationUpdatesAutomatically = true   // CLLocationManager's default
    var activityType: CLActivityType = .other
    var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyHundredMeters
    var showsBackgroundLocationIndicator = false
    private(set) var startCount = 0
    func startUpdatingLocation() { startCount += 1 }
    func stopUpdatingLocation() {}
}
