import XCTest
import CoreLocation
@testable import Larch

final class WorkoutTrackerTests: XCTestCase {
    func testPaceFormatting() {
        XCTAssertEqual(PaceFormatter.string(secondsPerKm: 334), "5:34 /km")
    }

    func testStartsBackgroundLocationUpdates() {
        let manager = CLLocationManager()
        let tracker = WorkoutTracker(locationManager: manager, authorization: .fakeAlways)
        tracker.start(kind: .outdoorRun)
        XCTAssertTrue(manager.allowsBackgroundLocationUpdates)
        XCTAssertTrue(tracker.isRecording)
    }

    func testPauseStopsDistanceAccumulation() {
        let tracker = WorkoutTracker(locationManager: FakeLocationManager(), authorization: .fakeAlways)
        tracker.ingest(Fixtures.track(meters: 400))
        tracker.pause()
        tracker.ingest(Fixtures.track(meters: 200))
        XCTAssertEqual(tracker.distance, 400, accuracy: 0.5)
    }
}
