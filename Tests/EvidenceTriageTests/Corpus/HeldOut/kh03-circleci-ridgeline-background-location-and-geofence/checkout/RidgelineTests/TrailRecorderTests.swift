import XCTest
import CoreLocation
@testable import Ridgeline

final class TrailRecorderTests: XCTestCase {
    func testStopReturnsToIdle() {
        let locator = TrailLocator()
        locator.stop()
        XCTAssertEqual(locator.state, .idle)
    }

    /// Uses the host app's real Info.plist: this is the configuration we ship.
    func testRecordingKeepsTrackingInBackground() {
        let locator = TrailLocator(bundle: .main)
        locator.startBackgroundTracking()
        XCTAssertEqual(locator.state, .tracking)
        locator.stop()
    }
}
