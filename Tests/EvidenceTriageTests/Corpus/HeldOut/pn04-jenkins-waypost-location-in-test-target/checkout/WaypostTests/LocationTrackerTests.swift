import XCTest
import CoreLocation
@testable import Waypost

final class LocationTrackerTests: XCTestCase, CLLocationManagerDelegate {
    var locationManager: CLLocationManager!
    var alreadyReceivedLocation = false

    func testReceivingLocation() {
        locationManager = CLLocationManager()
        locationManager.desiredAccuracy = kCLLocationAccuracyBest
        locationManager.delegate = self
        locationManager.pausesLocationUpdatesAutomatically = false
        if CLLocationManager.locationServicesEnabled() {
            locationManager.startUpdatingLocation()
        }
        let until = Date(timeIntervalSinceNow: 10)
        while until.timeIntervalSinceNow > 0 {
            RunLoop.current.run(mode: .default, before: until)
        }
        XCTAssert(alreadyReceivedLocation, "Location wasn't received.")
    }

    func testTrackerStartsWithStoredAccuracy() {
        let tracker = LocationTracker(manager: CLLocationManager(), settings: .init(accuracy: .hundredMeters))
        XCTAssertEqual(tracker.manager.desiredAccuracy, kCLLocationAccuracyHundredMeters)
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        alreadyReceivedLocation = true
    }
}
