import XCTest
import CoreLocation
@testable import Trailmix

final class TrackRecorderTests: XCTestCase {
    private let manager = CLLocationManager()
    private lazy var recorder = TrackRecorder(locationManager: manager)

    func testRecordingDisablesAutomaticPause() throws {
        recorder.startRecording(name: "Ridge loop")
        XCTAssertTrue(manager.allowsBackgroundLocationUpdates)
        XCTAssertFalse(manager.pausesLocationUpdatesAutomatically, "track recording must not let Core Location pause updates")
    }
}
