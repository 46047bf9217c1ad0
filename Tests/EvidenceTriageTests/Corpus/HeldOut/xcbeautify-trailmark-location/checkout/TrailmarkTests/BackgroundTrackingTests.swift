import XCTest
import CoreLocation
@testable import Trailmark

final class BackgroundTrackingTests: XCTestCase {

    func testRecorderStartsStopped() {
        XCTAssertFalse(TrackRecorder().isRecording)
    }

    /// The Staging build is what QA side-loads for trail testing, so the
    /// background recording path has to work in it too.
    func testStartTrackingAllowsBackgroundUpdates() {
        let manager = CLLocationManager()
        let recorder = TrackRecorder(manager: manager)

        recorder.start()

        XCTAssertTrue(manager.allowsBackgroundLocationUpdates)
        recorder.stop()
    }
}
