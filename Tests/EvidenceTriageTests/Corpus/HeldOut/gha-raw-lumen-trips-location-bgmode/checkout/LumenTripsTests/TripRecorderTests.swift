import CoreLocation
import XCTest
@testable import LumenTrips

final class TripRecorderTests: XCTestCase {
    private var store: InMemoryTripStore!
    private var recorder: TripRecorder!

    override func setUp() {
        super.setUp()
        store = InMemoryTripStore()
        recorder = TripRecorder(manager: CLLocationManager(), store: store, clock: FixedClock.nov16)
    }

    func testIdleRecorderDoesNotRequestLocation() {
        XCTAssertFalse(recorder.isRecording)
        XCTAssertEqual(store.trips.count, 0)
    }

    /// Cycling trips keep recording with the screen locked, so begin() turns on
    /// allowsBackgroundLocationUpdates before startUpdatingLocation().
    func testStartsBackgroundUpdatesWhenTripBegins() {
        recorder.begin(kind: .cycling)
        XCTAssertTrue(recorder.isRecording)
        XCTAssertTrue(recorder.manager.allowsBackgroundLocationUpdates)
    }

    /// After a relaunch the recorder finds the open trip in the store and resumes it.
    func testResumesRecordingAfterRelaunch() {
        store.save(Trip(id: "t-118", kind: .walking, startedAt: FixedClock.nov16.now, endedAt: nil))
        recorder.restoreIfNeeded()
        XCTAssertTrue(recorder.isRecording)
        XCTAssertEqual(recorder.currentTripID, "t-118")
    }

    func testEndClosesTripWithDistance() {
        recorder.ingest(TestRoutes.harbourLoop)
        let trip = recorder.end()
        XCTAssertEqual(trip?.distanceMeters ?? 0, 2_412, accuracy: 5)
    }
}
