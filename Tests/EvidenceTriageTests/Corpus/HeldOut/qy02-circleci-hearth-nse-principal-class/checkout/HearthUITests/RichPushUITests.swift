import XCTest

final class RichPushUITests: XCTestCase {
    let app = XCUIApplication()
    let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments = ["-uiTestSignedIn", "mum@example.test"]
        app.launch()
        XCUIDevice.shared.press(.home)
    }

    func testFamilyPushShowsDecryptedPreview() throws {
        try HostPushRelay.send(fixture: "family-photo.apns", to: "com.hearthapp.hearth")
        let banner = springboard.otherElements["Notification"].firstMatch
        XCTAssertTrue(banner.waitForExistence(timeout: 15))
        XCTAssertEqual(banner.staticTexts.element(boundBy: 1).label, "Mum")
    }

    func testTapOnPushOpensThread() throws {
        try HostPushRelay.send(fixture: "family-text.apns", to: "com.hearthapp.hearth")
        let banner = springboard.otherElements["Notification"].firstMatch
        XCTAssertTrue(banner.waitForExistence(timeout: 15))
        banner.tap()
        XCTAssertTrue(app.navigationBars["Family"].waitForExistence(timeout: 5))
    }
}
