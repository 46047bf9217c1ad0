import XCTest

final class DeliveryLiveActivityUITests: XCTestCase {
    private let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    func testDeliveryActivityShownOnLockScreen() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-parcel", "GNT-55012"]
        app.launch()
        app.buttons["track-live"].tap()
        XCTAssertTrue(app.staticTexts["live-activity-started"].waitForExistence(timeout: 5))

        XCUIDevice.shared.press(.home)
        // The Live Activity renders in SpringBoard (Lock Screen / banner / Dynamic Island).
        let activity = springboard.otherElements["Parcel GNT-55012, arriving"]
        XCTAssertTrue(activity.waitForExistence(timeout: 30))
    }
}

