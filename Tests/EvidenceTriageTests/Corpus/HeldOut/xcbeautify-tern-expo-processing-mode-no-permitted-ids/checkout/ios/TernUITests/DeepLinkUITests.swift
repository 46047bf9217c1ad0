import XCTest

final class DeepLinkUITests: XCTestCase {
    func testOpensReminderFromNotification() {
        let app = XCUIApplication()
        app.launchArguments = ["-TernUITestFixtures", "reminders-basic"]
        app.open(URL(string: "tern://reminder/rem_204")!)
        XCTAssertTrue(app.staticTexts["Water the balcony plants"].waitForExistence(timeout: 10))
    }
}
