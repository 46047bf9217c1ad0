import CoreLocation
import XCTest
@testable import Wayfarer

final class BackgroundTrackingTests: XCTestCase {
    func testStartRecordingEnablesBackgroundUpdates() {
        let manager = CLLocationManager()
        let recorder = TrackRecorder(manager: manager, autoPause: AutoPauseDetector())
        recorder.start()
        XCTAssertTrue(manager.allowsBackgroundLocationUpdates)
        XCTAssertFalse(manager.pausesLocationUpdatesAutomatically)
        recorder.stop()
    }

    func testStopDisablesBackgroundUpdates() {
        let recorder = TrackRecorder(manager: CLLocationManager(), autoPause: AutoPauseDetector())
        recorder.stop()
        XCTAssertFalse(recorder.isRecording)
    }
}
