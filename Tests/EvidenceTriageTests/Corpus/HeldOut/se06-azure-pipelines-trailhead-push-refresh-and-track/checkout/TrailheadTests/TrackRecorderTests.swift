import XCTest
import CoreLocation
@testable import Trailhead

final class TrackRecorderTests: XCTestCase {
    func testEveryLocationUpdateAppendsToTrack() {
        let service = LocationService(manager: FakeLocationManager())
        let recorder = TrackRecorder()
        recorder.attach(to: service)
        let fixes = (0..<5).map { i in
            CLLocation(latitude: 32.735 + Double(i) * 0.001, longitude: -16.928)
        }
        fixes.forEach { service.deliver([$0]) }
        XCTAssertEqual(recorder.track.count, 5)
    }
}
