import CoreLocation

/// One-shot "where am I" used when a recording starts, to snap the trailhead.
final class CurrentFixProvider: NSObject, CLLocationManagerDelegate {
    private let manager: CLLocationManager
    private var completion: ((Result<CLLocation, Error>) -> Void)?

    init(manager: CLLocationManager = CLLocationManager()) {
        self.manager = manager
        super.init()
        manager.delegate = self
        manager.desiredAccuracy = kCLLocationAccuracyNearestTenMeters
    }

    func currentFix(_ completion: @escaping (Result<CLLocation, Error>) -> Void) {
        self.completion = completion
        manager.requestLocation()
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        guard let last = locations.last else { return }
        completion?(.success(last))
        completion = nil
    }

    func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) {
        completion?(.failure(error))
        completion = nil
    }
}
