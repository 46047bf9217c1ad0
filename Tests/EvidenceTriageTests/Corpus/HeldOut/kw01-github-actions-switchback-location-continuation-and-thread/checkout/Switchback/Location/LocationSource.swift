import CoreLocation

enum LocationEvent {
    case didUpdate([CLLocation])
    case didFail(Error)
}

protocol LocationSource: AnyObject {
    var onEvent: ((LocationEvent) -> Void)? { get set }
    func startUpdates()
    func stopUpdates()
}
