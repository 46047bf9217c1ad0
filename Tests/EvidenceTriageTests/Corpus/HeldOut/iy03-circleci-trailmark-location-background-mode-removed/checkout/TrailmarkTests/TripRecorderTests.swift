import CoreLocation
import XCTest
@testable import Trailmark

final class TripRecorderTests: XCTestCase {
    func testRecordingKeepsRunningInBackground() {
        let recorder = TripRecorder()
        recorder.start()
        XCTAssertTrue(recorder.isRecording)
    }

    func testAppendsDeliveredPoints() {
        let recorder = TripRecorder()
        recorder.locationManager(CLLocationManager(), didUpdateLocations: [CLLocation(latitude: 47.6, longitude: -122.3)])
        XCTAssertEqual(recorder.points.count, 1)
    }
}
