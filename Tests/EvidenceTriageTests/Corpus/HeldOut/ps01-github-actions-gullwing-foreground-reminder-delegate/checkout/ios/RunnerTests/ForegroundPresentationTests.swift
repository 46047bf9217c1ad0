import XCTest
import UserNotifications
@testable import Runner

final class ForegroundPresentationTests: XCTestCase {
    private var appDelegate: AppDelegate { UIApplication.shared.delegate as! AppDelegate }

    func testAppDelegateOwnsNotificationCenter() {
        let delegate = UNUserNotificationCenter.current().delegate
        XCTAssertTrue(delegate === appDelegate, "notification center delegate is \(String(describing: delegate)), expected Runner.AppDelegate")
    }

    func testLocalReminderPresentedInForeground() throws {
        let presented = expectation(description: "willPresent delivered to AppDelegate")
        appDelegate.onWillPresentForTesting = { _ in presented.fulfill() }
        try ReminderScheduler.shared.fireNowForTesting(title: "Feed the sourdough", id: 4017)
        wait(for: [presented], timeout: 5)
    }
}
