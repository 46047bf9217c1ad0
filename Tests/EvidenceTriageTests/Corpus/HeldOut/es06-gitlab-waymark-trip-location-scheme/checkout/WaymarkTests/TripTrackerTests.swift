import CoreLocation
import XCTest
@testable import Waymark

final class TripTrackerTests: XCTestCase {
    private var spy: LocationManagerSpy!
    private var tracker: TripTracker!

    override func setUp() {
        spy = LocationManagerSpy()
        tracker = TripTracker(manager: spy)
    }

    func testStartsInWaitingForFix() {
        tracker.startBackgroundRecording()
        XCTAssertEqual(tracker.status, .waitingForFix)
        XCTAssertEqual(spy.startCount, 1)
    }

    /// Since iOS 9 an app with the `location` background mode still gets no
    /// updates once suspended unless allowsBackgroundLocationUpdates is set.
    func testBackgroundRecordingConfiguresLocationManager() {
        tracker.startBackgroundRecording(activity: .fitness)
        XCTAssertTrue(spy.allowsBackgroundLocationUpdates, "trip recording would stop when the screen locks")
        XCTAssertFalse(spy.pausesLocationUpdatesAutomatically)
        XCTAssertEqual(spy.activityType, .fitness)
    }

    func testIgnoresInaccurateFixes() {
        tracker.startBackgroundRecording()
        tracker.locationManager(CLLocationManager(), didUpdateLocations: [.fixture(accuracy: 120), .fixture(accuracy: 8)])
        XCTAssertEqual(tracker.points.count, 1)
    }
}
