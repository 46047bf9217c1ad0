import CoreLocation
import XCTest
@testable import Trailhop

final class LiveLocationManagerTests: XCTestCase {
    private var settings: SharingSettings!
    private var locationManager: MockLocationManager!
    private var sender: RecordingLocationSender!

    override func setUp() {
        settings = SharingSettings(store: UserDefaults(suiteName: #file)!)
        settings.activeHikeTimeouts = [:]
        settings.minimumDistanceMeters = 25
        locationManager = MockLocationManager()
        sender = RecordingLocationSender()
    }

    func testFullAccuracyUsesStandardUpdates() {
        let manager = LiveLocationManager(settings: settings, sender: sender, locationManager: locationManager)
        settings.activeHikeTimeouts["hike-7"] = .now.addingTimeInterval(900)

        XCTAssertTrue(manager.isUpdatingLocation)
        XCTAssertEqual(locationManager.startUpdatingLocationCallCount, 1)
    }

    // Significant-change monitoring never delivers while the app is in the background,
    // so reduced accuracy must keep standard updates with a reduced desiredAccuracy.
    func testReducedAccuracyKeepsStandardUpdates() {
        locationManager.accuracyAuthorization = .reducedAccuracy
        let manager = LiveLocationManager(settings: settings, sender: sender, locationManager: locationManager)
        settings.activeHikeTimeouts["hike-7"] = .now.addingTimeInterval(900)

        XCTAssertTrue(manager.isUpdatingLocation)
        XCTAssertEqual(locationManager.startUpdatingLocationCallCount, 1,
                       "reduced accuracy must keep standard updates (significant changes stop in background)")
        XCTAssertEqual(locationManager.startSignificantChangesCallCount, 0)
    }

    func testAccuracyAuthorizationChangeReappliesDesiredAccuracy() {
        let manager = LiveLocationManager(settings: settings, sender: sender, locationManager: locationManager)
        XCTAssertEqual(locationManager.desiredAccuracy, kCLLocationAccuracyNearestTenMeters)

        locationManager.accuracyAuthorization = .reducedAccuracy
        manager.locationManagerDidChangeAuthorization(CLLocationManager())

        XCTAssertEqual(locationManager.desiredAccuracy, kCLLocationAccuracyReduced,
                       "desiredAccuracy must follow the accuracy authorization")
    }

    func testNeverPausesAutomatically() {
        _ = LiveLocationManager(settings: settings, sender: sender, locationManager: locationManager)
        XCTAssertFalse(locationManager.pausesLocationUpdatesAutomatically)
        XCTAssertTrue(locationManager.allowsBackgroundLocationUpdates)
    }

    func testStopsWhenLastHikeEnds() {
        let manager = LiveLocationManager(settings: settings, sender: sender, locationManager: locationManager)
        settings.activeHikeTimeouts["hike-7"] = .now.addingTimeInterval(900)
        settings.activeHikeTimeouts.removeAll()

        XCTAssertFalse(manager.isUpdatingLocation)
        XCTAssertEqual(locationManager.stopUpdatingLocationCallCount, 1)
    }
}
