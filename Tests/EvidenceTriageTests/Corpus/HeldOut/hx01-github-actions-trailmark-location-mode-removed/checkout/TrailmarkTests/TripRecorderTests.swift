import CoreLocation
import XCTest
@testable import Trailmark

final class FakeLocationProvider: LocationProviding {
    var onLocation: ((CLLocation) -> Void)?
    private(set) var startCalls = 0
    private(set) var stopCalls = 0
    func startUpdatingLocation() { startCalls += 1 }
    func stopUpdatingLocation() { stopCalls += 1 }
}

final class TripRecorderTests: XCTestCase {

    func testStartRecordingRequestsBackgroundUpdates() {
        // Uses the production wiring (RouteBeacon + RouteBeacon.json).
        let recorder = TripRecorder.live()
        recorder.start()
        XCTAssertEqual(recorder.state, .recording)
    }

    func testResumeAfterPauseRestartsLocationUpdates() {
        let fake = FakeLocationProvider()
        let recorder = TripRecorder(makeProvider: { fake })
        recorder.start()
        recorder.pause()
        recorder.resume()
        XCTAssertEqual(fake.startCalls, 2, "startUpdatingLocation calls after pause/resume")
        XCTAssertTrue(recorder.isUpdatingLocation)
    }

    func testFinishStopsUpdates() {
        let fake = FakeLocationProvider()
        let recorder = TripRecorder(makeProvider: { fake })
        recorder.start()
        recorder.finish()
        XCTAssertEqual(fake.stopCalls, 1)
        XCTAssertEqual(recorder.state, .finished)
    }

    func testTrackCollectsDeliveredLocations() {
        let fake = FakeLocationProvider()
        let recorder = TripRecorder(makeProvider: { fake })
        recorder.start()
        fake.onLocation?(CLLocation(latitude: 46.5586, longitude: 7.9072))
        fake.onLocation?(CLLocation(latitude: 46.5590, longitude: 7.9080))
        XCTAssertEqual(recorder.track.count, 2)
    }
}
