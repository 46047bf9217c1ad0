import XCTest
import UIKit
@testable import Trailmark

final class LaunchCoordinatorTests: XCTestCase {
    private var tracker: FakeLocationTracker!
    private var sessions: InMemorySessionStore!

    override func setUp() {
        tracker = FakeLocationTracker()
        sessions = InMemorySessionStore()
    }

    func testColdLaunchDoesNotStartMonitoring() {
        LaunchCoordinator(sessions: sessions, tracker: tracker).didFinishLaunching(options: nil)
        XCTAssertEqual(tracker.significantChangeStarts, 0)
    }

    func testLocationLaunchOptionResumesMonitoring() {
        sessions.active = RecordingSession(id: "hike-6", startedAt: .now.addingTimeInterval(-3600))
        LaunchCoordinator(sessions: sessions, tracker: tracker).didFinishLaunching(options: [.location: true])
        XCTAssertEqual(tracker.significantChangeStarts, 1)
    }

    func testResumesSignificantChangeMonitoringOnRelaunch() {
        sessions.active = RecordingSession(id: "hike-7", startedAt: .now.addingTimeInterval(-5400))
        // Trailmark uses the scene life cycle: when Core Location relaunches it, the app
        // delegate's launch options do not carry UIApplication.LaunchOptionsKey.location.
        LaunchCoordinator(sessions: sessions, tracker: tracker).didFinishLaunching(options: nil)
        XCTAssertEqual(tracker.significantChangeStarts, 1, "an active recording must resume significant-change monitoring on every launch")
    }
}
