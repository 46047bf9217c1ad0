import CoreLocation
import XCTest
@testable import Trailhead

/// Hosted in Trailhead.app so the recorder gets the app's real Info.plist and entitlements.
final class RideRecorderTests: XCTestCase {
    private var recorder: RideRecorder!

    override func setUp() {
        super.setUp()
        recorder = RideRecorder(locationManager: CLLocationManager(), store: InMemoryRideStore())
    }

    func testStartRecordingEnablesBackgroundUpdates() {
        // Recording must survive the screen locking mid-hike.
        recorder.start(activity: .hike)
        XCTAssertTrue(recorder.locationManager.allowsBackgroundLocationUpdates)
        XCTAssertFalse(recorder.locationManager.pausesLocationUpdatesAutomatically)
        recorder.stop()
    }

    func testStopRecordingKeepsSamples() {
        recorder.start(activity: .walk, backgroundUpdates: false)
        recorder.ingest(.fixtureTrailheadParkingLot)
        recorder.stop()
        XCTAssertEqual(recorder.store.samples.count, 1)
    }
}
