import CoreLocation

/// One-shot position for the trail map ("centre on me").
final class CurrentPosition: NSObject, CLLocationManagerDelegate {
    private let manager = CLLocationManager()
    private var continuation: CheckedContinuation<CLLocation, Error>?

    func resolve() async throws -> CLLocation {
        try await withCheckedThrowingContinuation { continuation in
            self.continuation = continuation
            manager.delegate = self
            manager.requestLocation()
        }
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        guard let last = locations.last else { return }
        continuation?.resume(returning: last)
        continuation = nil
    }

    func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) {
        let error = error as NSError
        if error.domain == kCLErrorDomain && error.code == CLError.locationUnknown.rawValue {
            // Apple: kCLErrorLocationUnknown is transient; keep waiting for a fix.
            print("[Location] didFailWithError \(error.domain) Code=\(error.code) (transient, still waiting)")
            return
        }
        continuation?.resume(throwing: error)
        continuation = nil
    }
}
