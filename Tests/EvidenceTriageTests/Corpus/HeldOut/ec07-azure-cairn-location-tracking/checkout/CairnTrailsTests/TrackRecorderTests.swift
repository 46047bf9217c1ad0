import XCTest
import CoreLocation
@testable import CairnTrails

final class TrackRecorderTests: XCTestCase {
    /// Real CLLocationManager inside the hosted app: proves the built app is
    /// allowed to keep location running in the background.
    func testStartRecordingEnablesBackgroundUpdates() {
        let manager = CLLocationManager()
        let recorder = TrackRecorder(manager: manager)
        recorder.startRecording()
        XCTAssertTrue(manager.allowsBackgroundLocationUpdates)
        recorder.stopRecording()
    }

    /// While a hike is being recorded iOS must not pause updates on its own
    /// (hikers standing still at a summit get their track cut, CAIRN-611).
    func testAutomaticPausingDisabledWhileRecording() {
        let fake = FakeLocationManager()
        let recorder = TrackRecorder(manager: fake)
        recorder.startRecording()
        XCTAssertFalse(fake.pausesLocationUpdatesAutomatically,
                       "pausesLocationUpdatesAutomatically must be false while recording")
        XCTAssertEqual(fake.startCount, 1)
    }
}
