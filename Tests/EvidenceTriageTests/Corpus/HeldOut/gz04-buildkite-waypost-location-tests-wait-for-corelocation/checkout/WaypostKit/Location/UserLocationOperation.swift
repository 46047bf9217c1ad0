import CoreLocation
import Foundation

/// Gets one location fix. Used by VisitLogger when the app is relaunched for a
/// significant-location change, and by the "log this place" action.
public final class UserLocationOperation: WaypostOperation, CLLocationManagerDelegate {
    private let manager: LocationManaging
    private let accuracy: CLLocationAccuracy
    private let handler: (CLLocation) -> Void

    public init(manager: LocationManaging = CLLocationManager(),
                accuracy: CLLocationAccuracy,
                handler: @escaping (CLLocation) -> Void) {
        self.manager = manager
        self.accuracy = accuracy
        self.handler = handler
        super.init()
    }

    override public func execute() {
        DispatchQueue.main.async {
            self.manager.delegate = self
            self.manager.desiredAccuracy = self.accuracy
            NSLog("[UserLocation] requesting location, authorizationStatus=%@ accuracy=%.0f",
                  self.manager.authorizationStatus.debugName, self.accuracy)
            self.manager.requestLocation()
        }
    }

    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        guard let fix = locations.last, fix.horizontalAccuracy <= accuracy else { return }
        manager.stopUpdatingLocation()
        handler(fix)
        finish()
    }

    public func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) {
        // Transient: CoreLocation keeps trying and calls back again.
        NSLog("[UserLocation] didFailWithError %@ (waiting for next fix)", String(describing: error))
    }
}
