import XCTest
import CoreLocation
@testable import Trailmark

@MainActor
final class TripRecorderTests: XCTestCase {
    func testStartTripCreatesBackgroundActivitySession() {
        let recorder = TripRecorder(locationManager: FakeLocationManager())
        recorder.startTrip()
        XCTAssertNotNil(recorder.backgroundSession)
    }

    /// Stopping a trip must end the CLBackgroundActivitySession explicitly.
    func testStopTripEndsBackgroundActivitySession() {
        let spy = BackgroundActivitySessionSpy()
        let recorder = TripRecorder(locationManager: FakeLocationManager(), sessionFactory: { spy })
        recorder.startTrip()
        recorder.stopTrip()
        XCTAssertEqual(spy.invalidateCallCount, 1, "session must be invalidated, not only released")
    }
}
