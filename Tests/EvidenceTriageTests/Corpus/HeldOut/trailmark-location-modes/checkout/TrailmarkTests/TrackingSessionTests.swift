import XCTest
import CoreLocation
@testable import Trailmark

/// Hosted in Trailmark.app: CoreLocation checks the built bundle's Info.plist.
final class TrackingSessionTests: XCTestCase {

    func testPauseStopsDistanceAccumulation() {
        var session = TrackingSession()
        session.append(.fixture(lat: 46.5580, lon: 7.8350))
        session.pause()
        session.append(.fixture(lat: 46.5590, lon: 7.8360))
        XCTAssertEqual(session.distanceMeters, 0, accuracy: 0.1)
    }

    func testBackgroundTrackingEnablesBackgroundUpdates() {
        let enabled = expectation(description: "background tracking enabled")
        let tracker = LocationTracker()
        tracker.beginBackgroundTracking { ok in
            XCTAssertTrue(ok)
            enabled.fulfill()
        }
        wait(for: [enabled], timeout: 3)
        XCTAssertTrue(tracker.isRecordingInBackground)
        tracker.stop()
    }
}
