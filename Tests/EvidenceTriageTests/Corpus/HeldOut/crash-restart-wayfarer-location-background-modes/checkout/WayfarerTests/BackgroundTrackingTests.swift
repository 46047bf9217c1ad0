import CoreLocation
import XCTest
@testable import Wayfarer

/// Uses the real CLLocationManager inside the hosted app.
final class BackgroundTrackingTests: XCTestCase {
    func testStartBackgroundTracking() throws {
        let recorder = LocationRecorder(manager: CLLocationManager(), bundleInfo: .main)
        recorder.start(mode: .recordHike)
        XCTAssertTrue(recorder.isRecording)
    }
}
