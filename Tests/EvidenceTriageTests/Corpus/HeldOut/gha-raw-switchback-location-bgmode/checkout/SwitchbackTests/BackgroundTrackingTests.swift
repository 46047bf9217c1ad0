import XCTest
import CoreLocation
@testable import Switchback

/// Track recording keeps GPS running while the phone is in a pocket.
final class BackgroundTrackingTests: XCTestCase {
    func testRecorderAsksForAlwaysAuthorization() {
        let manager = FakeAuthorizationManager(status: .authorizedWhenInUse)
        let recorder = TrackRecorder(authorization: manager)
        recorder.prepare()
        XCTAssertEqual(manager.requested, [.always])
    }

    func testRecordingEnablesBackgroundUpdates() throws {
        let manager = CLLocationManager()
        let recorder = TrackRecorder(locationManager: manager)
        recorder.start(mode: .recording)   // turns on allowsBackgroundLocationUpdates
        XCTAssertTrue(manager.allowsBackgroundLocationUpdates)
        XCTAssertTrue(manager.showsBackgroundLocationIndicator)
        recorder.stop()
    }
}
