import XCTest
import CoreLocation
@testable import Wicket

final class TripRecorderTests: XCTestCase {
    private var permissions: StubLocationPermissions!

    override func setUp() {
        super.setUp()
        permissions = StubLocationPermissions(status: .authorizedAlways)
    }

    func testRecorderStartsIdle() {
        let recorder = TripRecorder(permissions: permissions)
        XCTAssertEqual(recorder.state, .idle)
    }

    func testStartRecordingEnablesBackgroundUpdates() {
        let recorder = TripRecorder(permissions: permissions)
        recorder.startRecording(trip: .init(id: "t-771"))
        XCTAssertTrue(recorder.isReceivingBackgroundUpdates)
    }

    func testResumeAfterRelaunchForLocationEvent() {
        let recorder = TripRecorder(permissions: permissions)
        recorder.resumeIfNeeded(launchOptions: [.location: true])
        XCTAssertEqual(recorder.state, .recording)
    }

    func testWhenInUseOnlyKeepsForegroundUpdates() {
        permissions.status = .authorizedWhenInUse
        let recorder = TripRecorder(permissions: permissions)
        XCTAssertFalse(recorder.wantsBackgroundUpdates)
    }
}
