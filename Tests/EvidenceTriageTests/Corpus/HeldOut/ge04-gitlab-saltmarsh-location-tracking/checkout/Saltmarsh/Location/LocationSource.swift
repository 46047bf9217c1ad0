import CoreLocation

protocol LocationSource: AnyObject {
    var lastKnownLocation: CLLocation? { get }
    func requestFreshLocation() async throws -> CLLocation
}
