import XCTest
@testable import Minutehand

final class MeetingMonitorTests: XCTestCase {
    func testIgnoresMicWithoutKnownApp() {
        let monitor = MeetingMonitor()
        monitor.signalsChanged(micInUse: true, frontmostApp: "com.apple.Music")
        XCTAssertNil(monitor.activeMeeting)
    }

    func testDetectedMeetingPostsNotification() {
        let monitor = MeetingMonitor()
        let started = expectation(description: "meeting started")
        monitor.onMeetingStarted = { _ in started.fulfill() }
        monitor.signalsChanged(micInUse: true, frontmostApp: "us.zoom.xos")
        wait(for: [started], timeout: 1)
        XCTAssertEqual(monitor.activeMeeting?.app, "us.zoom.xos")
    }
}
