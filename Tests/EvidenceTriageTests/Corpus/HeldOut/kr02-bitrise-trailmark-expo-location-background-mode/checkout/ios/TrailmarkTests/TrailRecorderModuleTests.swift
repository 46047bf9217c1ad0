import XCTest
import CoreLocation
@testable import TrailRecorder

final class TrailRecorderModuleTests: XCTestCase {
    func testForegroundRecordingStartsUpdates() {
        let recorder = TrailRecorder()
        recorder.startRecording(inBackground: false)
        XCTAssertFalse(recorder.manager.allowsBackgroundLocationUpdates)
    }

    func testBackgroundRecordingEnablesBackgroundUpdates() {
        let recorder = TrailRecorder()
        recorder.startRecording(inBackground: true)
        XCTAssertTrue(recorder.manager.allowsBackgroundLocationUpdates)
        XCTAssertTrue(recorder.manager.showsBackgroundLocationIndicator)
    }
}
