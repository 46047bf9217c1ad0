import CoreLocation
import XCTest
@testable import Trailmark

final class TripRecorderTests: XCTestCase {
    func testFiltersInaccurateFixes() {
        let recorder = TripRecorder()
        recorder.locationManager(CLLocationManager(), didUpdateLocations: [
            CLLocation(coordinate: .init(latitude: 46.85, longitude: -121.76), altitude: 1600, horizontalAccuracy: 8, verticalAccuracy: 4, timestamp: .now),
            CLLocation(coordinate: .init(latitude: 46.85, longitude: -121.76), altitude: 1600, horizontalAccuracy: 240, verticalAccuracy: 40, timestamp: .now),
        ])
        XCTAssertEqual(recorder.points.count, 1)
    }

    func testBackgroundRecordingEnablesBackgroundUpdates() {
        let manager = CLLocationManager()
        let recorder = TripRecorder(manager: manager)
        recorder.startBackgroundRecording()
        XCTAssertTrue(manager.allowsBackgroundLocationUpdates)
        recorder.stop()
    }
}
