import XCTest
import CoreLocation
@testable import Birchline

final class TripRecorderTests: XCTestCase {
    func testRequestsAlwaysAuthorization() {
        let manager = FakeLocationManager()
        let recorder = TripRecorder(manager: manager)
        recorder.prepare()
        XCTAssertTrue(manager.didRequestAlways)
    }

    func testEnablesBackgroundUpdatesWhenAlwaysAuthorized() {
        let recorder = TripRecorder(manager: CLLocationManager())
        recorder.authorizationDidChange(.authorizedAlways)
        XCTAssertTrue(recorder.isRecordingInBackground)
    }
}
