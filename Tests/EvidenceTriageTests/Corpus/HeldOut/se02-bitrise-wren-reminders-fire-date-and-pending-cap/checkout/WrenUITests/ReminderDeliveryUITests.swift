import XCTest

final class ReminderDeliveryUITests: XCTestCase {
    let app = XCUIApplication()
    let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-debug-quick-reminders", "-uitest-markers"]
        app.launch()
        addUIInterruptionMonitor(withDescription: "notification permission") { alert in
            alert.buttons["Allow"].tap(); return true
        }
    }

    func testReminderFiresWhileBackgroundedMarksDelivered() {
        app.buttons["reminder.new"].tap()
        app.buttons["quick.in10s"].tap()
        XCUIDevice.shared.press(.home)

        let banner = springboard.otherElements["Notification"].descendants(matching: .any)["Water the ferns"]
        XCTAssertTrue(banner.waitForExistence(timeout: 20))

        // the app records delivery when the reminder fires
        let delivered = expectation(description: "reminder marked delivered by the app")
        Markers.observe("reminder.delivered") { _ in delivered.fulfill() }
        wait(for: [delivered], timeout: 30)
    }

    func testTappingBannerOpensReminder() {
        app.buttons["reminder.new"].tap()
        app.buttons["quick.in10s"].tap()
        XCUIDevice.shared.press(.home)
        let banner = springboard.otherElements["Notification"].descendants(matching: .any)["Water the ferns"]
        XCTAssertTrue(banner.waitForExistence(timeout: 20))
        banner.tap()
        XCTAssertTrue(app.navigationBars["Water the ferns"].waitForExistence(timeout: 5))
    }
}
