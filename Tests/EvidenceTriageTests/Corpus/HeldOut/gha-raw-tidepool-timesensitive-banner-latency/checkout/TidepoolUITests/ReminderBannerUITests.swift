import XCTest

/// Tidepool posts a local "nudge" when a habit streak is about to break.
/// The banner is read from SpringBoard, so these run against the real notification center of the Simulator.
final class ReminderBannerUITests: XCTestCase {
    private let app = XCUIApplication()
    private let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-uitest-notifications-authorized", "YES"]
        app.launch()
    }

    func testTimeSensitiveNudgeBannerWithinFiveSeconds() {
        app.buttons["Debug"].tap()
        app.buttons["Send streak nudge now"].tap()      // trigger nil, interruptionLevel .timeSensitive
        XCUIDevice.shared.press(.home)

        let banner = springboard.otherElements["Notification"].descendants(matching: .any)["Your 12-day streak ends tonight"]
        XCTAssertTrue(banner.waitForExistence(timeout: 5), "time-sensitive nudge was not bannered within 5 s")
    }

    func testCalendarReminderBannerAtNextMinute() {
        app.buttons["Debug"].tap()
        app.buttons["Schedule reminder for next minute"].tap()   // UNCalendarNotificationTrigger(hour:minute:)
        let deadline = secondsUntilNextMinute() + 3
        XCUIDevice.shared.press(.home)

        let banner = springboard.otherElements["Notification"].descendants(matching: .any)["Time for: Evening stretch"]
        XCTAssertTrue(banner.waitForExistence(timeout: deadline), "calendar reminder was not bannered at the minute it was due")
    }

    private func secondsUntilNextMinute() -> TimeInterval {
        let now = Date()
        let next = Calendar.current.nextDate(after: now, matching: DateComponents(second: 0), matchingPolicy: .nextTime)!
        return next.timeIntervalSince(now)
    }
}
