import CoreLocation
import XCTest
@testable import Switchback

final class TripRecorderTests: XCTestCase {
    func testEnablesBackgroundUpdatesWhenRecordingStarts() {
        let recorder = TripRecorder()

        recorder.start()

        XCTAssertTrue(recorder.backgroundUpdatesEnabled)
        recorder.stop()
    }

    func testForegroundOnlyRecordingLeavesBackgroundUpdatesOff() {
        let recorder = TripRecorder(recordsInBackground: false)

        recorder.start()

        XCTAssertTrue(recorder.isRecording)
        XCTAssertFalse(recorder.backgroundUpdatesEnabled)
        recorder.stop()
    }
}
