import CoreLocation
import Shared
import XCTest

final class SpyLocationManager: CLLocationManager {
    private(set) var startCalls = 0
    private(set) var stopCalls = 0
    override func startUpdatingLocation() { startCalls += 1 }
    override func stopUpdatingLocation() { stopCalls += 1 }
}

final class BackgroundTrackingTests: XCTestCase {

    func testStartTrackingRequestsPreciseAccuracy() {
        let spy = SpyLocationManager()
        let tracker = IosLocationTracker(managerFactory: { spy })
        tracker.start(background: false, precise: true) { _ in }
        XCTAssertEqual(spy.desiredAccuracy, kCLLocationAccuracyBest)
        XCTAssertEqual(spy.startCalls, 1)
    }

    func testStartTrackingEnablesBackgroundUpdates() {
        let spy = SpyLocationManager()
        let tracker = IosLocationTracker(managerFactory: { spy })
        tracker.start(background: true, precise: true) { _ in }

        XCTAssertTrue(spy.allowsBackgroundLocationUpdates, "tracker started for a background hike but CLLocationManager.allowsBackgroundLocationUpdates is false")
        XCTAssertFalse(spy.pausesLocationUpdatesAutomatically)
    }

    func testStopTrackingStopsUpdates() {
        let spy = SpyLocationManager()
        let tracker = IosLocationTracker(managerFactory: { spy })
        tracker.start(background: false, precise: false) { _ in }
        tracker.stop()
        XCTAssertEqual(spy.stopCalls, 1)
    }
}
