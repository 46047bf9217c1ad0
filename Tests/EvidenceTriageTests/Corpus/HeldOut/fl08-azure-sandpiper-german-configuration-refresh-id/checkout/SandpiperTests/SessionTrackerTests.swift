import XCTest
import UIKit
@testable import Sandpiper

final class SessionTrackerTests: XCTestCase {
    private var center: NotificationCenter!
    private var tracker: SessionTracker!

    override func setUp() {
        super.setUp()
        center = NotificationCenter()
        tracker = SessionTracker(notificationCenter: center, clock: { Date(timeIntervalSince1970: 1_783_500_000) })
        tracker.start()
    }

    func testForegroundNotificationStartsSession() {
        let started = expectation(description: "session started")
        tracker.onSessionStart = { _ in started.fulfill() }
        center.post(name: UIApplication.willEnterForegroundNotification, object: nil)
        wait(for: [started], timeout: 1)
    }

    func testBackgroundNotificationEndsSession() {
        center.post(name: UIApplication.willEnterForegroundNotification, object: nil)
        center.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        XCTAssertNil(tracker.currentSession)
    }
}
