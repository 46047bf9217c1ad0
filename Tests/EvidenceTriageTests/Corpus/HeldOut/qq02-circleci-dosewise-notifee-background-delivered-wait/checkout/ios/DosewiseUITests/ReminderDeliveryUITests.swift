import XCTest

final class ReminderDeliveryUITests: XCTestCase {
    private let app = XCUIApplication()
    private let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-uitest", "-reminderDelaySeconds", "10"]
        app.launch()
    }

    func testForegroundBannerShowsDoseName() throws {
        app.buttons["schedule-test-reminder"].tap()
        let banner = springboard.otherElements["Notification"].descendants(matching: .any)["Evening dose"]
        XCTAssertTrue(banner.waitForExistence(timeout: 20))
    }

    func testBackgroundDeliveredEventMarksDoseTaken() throws {
        app.buttons["schedule-test-reminder"].tap()
        XCUIDevice.shared.press(.home)
        let banner = springboard.otherElements["Notification"].descendants(matching: .any)["Evening dose"]
        XCTAssertTrue(banner.waitForExistence(timeout: 30), "reminder banner shown")
        app.activate()
        let delivered = app.staticTexts["last-delivered-label"]
        let recorded = NSPredicate(format: "label == %@", "Last delivered: Evening dose")
        let exp = XCTNSPredicateExpectation(predicate: recorded, object: delivered)
        XCTAssertEqual(XCTWaiter.wait(for: [exp], timeout: 120), .completed, "background DELIVERED handler recorded the dose")
    }
}
