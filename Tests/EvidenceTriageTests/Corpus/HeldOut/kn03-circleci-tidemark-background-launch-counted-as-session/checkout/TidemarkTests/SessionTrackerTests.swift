import UIKit
import XCTest
@testable import Tidemark

final class SessionTrackerTests: XCTestCase {
    private var sink: RecordingSignalSink!
    private var tracker: SessionTracker!

    override func setUp() {
        sink = RecordingSignalSink()
        tracker = SessionTracker(sink: sink, clock: FixedClock(now: .fixture))
    }

    func testUserLaunchStartsSession() {
        tracker.applicationDidFinishLaunching(state: .inactive, reason: .user)
        XCTAssertEqual(sink.signals(named: "Pulse.Session.started").count, 1)
    }

    func testBackgroundRefreshLaunchDoesNotStartSession() {
        tracker.applicationDidFinishLaunching(state: .background, reason: .backgroundTask("com.tidemark.app.refresh"))
        XCTAssertEqual(sink.signals(named: "Pulse.Session.started").count, 0, "a BGAppRefreshTask cold launch is not a user session")
    }

    func testContentAvailableWakeDoesNotStartSession() {
        tracker.applicationDidFinishLaunching(state: .background, reason: .remoteNotification)
        XCTAssertEqual(sink.signals(named: "Pulse.Session.started").count, 0, "a content-available push wake is not a user session")
    }

    func testForegroundAfterBackgroundLaunchStartsSession() {
        tracker.applicationDidFinishLaunching(state: .background, reason: .healthKitDelivery)
        tracker.applicationWillEnterForeground()
        XCTAssertEqual(sink.signals(named: "Pulse.Session.started").last?.payload["trigger"], "foreground")
    }
}
