import CoreLocation
import XCTest
@testable import Lumen

final class TripRecorderTests: XCTestCase {
    private var store: InMemoryTripStore!
    private var authorization: StubAuthorization!

    override func setUp() {
        super.setUp()
        store = InMemoryTripStore()
        authorization = StubAuthorization(status: .authorizedAlways)
    }

    func testRecorderIgnoresFixesOlderThanStart() {
        let recorder = TripRecorder(store: store, clock: FixedClock(epoch: 1_786_000_000))
        recorder.begin()
        recorder.ingest(.fixture(lat: 52.37, lon: 4.89, age: -120))
        XCTAssertEqual(store.points.count, 0)
    }

    func testBackgroundTrackingStartsWhenAlwaysAuthorized() {
        let tracker = LocationTracker(manager: CLLocationManager(), authorization: authorization)
        tracker.startBackgroundTracking()

        XCTAssertTrue(tracker.isTrackingInBackground)
        XCTAssertTrue(tracker.manager.allowsBackgroundLocationUpdates)
    }

    func testWhenInUseDoesNotRequestBackgroundUpdates() {
        authorization.status = .authorizedWhenInUse
        let tracker = LocationTracker(manager: CLLocationManager(), authorization: authorization)
        tracker.startBackgroundTracking()
        XCTAssertFalse(tracker.isTrackingInBackground)
    }
}
