import XCTest
import CoreLocation
@testable import Trailmix

final class BackgroundTrackingTests: XCTestCase {
    func testForegroundTrackingStarts() {
        TrackingSession.shared.start(background: false)
        XCTAssertNotNil(TrackingSession.shared.manager.delegate)
        TrackingSession.shared.stop()
    }

    func testStartTrackingEnablesBackgroundUpdates() {
        TrackingSession.shared.start(background: true)
        XCTAssertTrue(TrackingSession.shared.manager.allowsBackgroundLocationUpdates)
        TrackingSession.shared.stop()
    }
}
