import XCTest
import CoreLocation
@testable import Trailmark

final class TrackRecorderTests: XCTestCase {
    var manager: SpyLocationManager!
    var recorder: TrackRecorder!

    override func setUp() {
        manager = SpyLocationManager()
        recorder = TrackRecorder(manager: manager, store: InMemoryTrackStore())
    }

    func testRecorderRequestsAlwaysAuthorization() {
        recorder.start(mode: .continuous)
        XCTAssertEqual(manager.requestedAuthorization, .always)
    }

    func testContinuousRecordingAllowsBackgroundUpdates() {
        recorder.start(mode: .continuous)
        XCTAssertTrue(manager.allowsBackgroundLocationUpdates)
    }

    func testContinuousRecordingDisablesAutoPause() {
        recorder.start(mode: .continuous)
        // a hike with a long stop at a viewpoint must not end the recording
        XCTAssertFalse(manager.pausesLocationUpdatesAutomatically, "continuous recording left automatic pausing on")
    }

    func testPauseCallbackRestartsUpdates() {
        recorder.start(mode: .continuous)
        manager.simulatePause()
        XCTAssertEqual(manager.startUpdatingCalls, 2, "recorder should restart updates after Core Location pauses them")
    }
}
