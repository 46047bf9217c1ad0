import XCTest
import CoreLocation
@testable import App

/// Native side of the lichen-trail Capacitor plugin (ios/App/App/Plugins/TrailRecorder).
final class TrackRecorderTests: XCTestCase {
    func testRecordingSurvivesLongBackground() {
        let manager = CLLocationManager()
        let recorder = TrailRecorder(manager: manager)
        recorder.start(activity: .hiking)
        XCTAssertFalse(manager.pausesLocationUpdatesAutomatically, "iOS will pause updates after ~1 h idle-looking movement")
        XCTAssertTrue(manager.allowsBackgroundLocationUpdates)
    }
}
