import XCTest

/// Sends a simulated APNs payload through the local push helper
/// (scripts/push-helper, which shells out to `xcrun simctl push`).
final class PushReminderUITests: XCTestCase {
    func testWateringPushOpensPlantDetail() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-seedPlants", "monstera"]
        app.launch()
        XCUIDevice.shared.press(.home)

        let sent = try PushHelperClient().send(payload: .wateringReminder(plant: "monstera"),
                                               to: "com.fernleaf.app")
        XCTAssertTrue(sent.ok, "push helper: \(sent.message)")

        let banner = XCUIApplication(bundleIdentifier: "com.apple.springboard").otherElements["Notification"].firstMatch
        XCTAssertTrue(banner.waitForExistence(timeout: 10))
        banner.tap()
        XCTAssertTrue(app.navigationBars["Monstera"].waitForExistence(timeout: 5))
    }
}
