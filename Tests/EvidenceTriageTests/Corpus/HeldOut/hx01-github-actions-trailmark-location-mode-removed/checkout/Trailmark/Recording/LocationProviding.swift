import CoreLocation

/// The slice of location behaviour the trip recorder needs. Production uses
/// RouteBeacon's engine; tests inject `FakeLocationProvider`.
protocol LocationProviding: AnyObject {
    var onLocation: ((CLLocation) -> Void)? { get set }
    func startUpdatingLocation()
    func stopUpdatingLocation()
}

extension RBLocationEngine: LocationProviding {}
