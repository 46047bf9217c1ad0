import CoreLocation
import XCTest
@testable import FernwehKit

/// Runs in the simulator with a GPX route; the recorder keeps writing points after the app is
/// backgrounded (UIBackgroundModes: location).
final class TripRecorderBackgroundTests: XCTestCase {
    func testRecorderKeepsPointsAcrossBackgrounding() throws {
        let recorder = TripRecorder(locationManager: ReplayLocationManager(gpx: Fixtures.url("lakeside-walk.gpx")))
        recorder.start()
        recorder.applicationDidEnterBackground()
        recorder.replayAll()
        XCTAssertEqual(recorder.points.count, 214)
    }
}
