import XCTest
import CoreLocation
@testable import Trailmix

final class TripRecorderTests: XCTestCase {
    func testRecordingDisablesAutomaticPause() {
        let manager = SpyLocationManager()
        let recorder = TripRecorder(manager: manager)
        recorder.startRecording()
        XCTAssertTrue(manager.allowsBackgroundLocationUpdates)
        XCTAssertFalse(manager.pausesLocationUpdatesAutomatically, "a paused manager never resumes in the background")
    }
}
