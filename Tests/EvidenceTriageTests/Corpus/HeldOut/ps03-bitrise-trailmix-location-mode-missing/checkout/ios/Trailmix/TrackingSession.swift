import Foundation
import CoreLocation

@objc(TrackingSession)
final class TrackingSession: NSObject, CLLocationManagerDelegate {
    static let shared = TrackingSession()
    let manager = CLLocationManager()
    private(set) var fixes: [CLLocation] = []

    @objc func start(background: Bool) {
        manager.delegate = self
        manager.desiredAccuracy = kCLLocationAccuracyBest
        manager.distanceFilter = 10
        if background {
            manager.allowsBackgroundLocationUpdates = true
            manager.showsBackgroundLocationIndicator = true
        }
        manager.startUpdatingLocation()
    }

    @objc func stop() { manager.stopUpdatingLocation() }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        fixes.append(contentsOf: locations)
    }
}
