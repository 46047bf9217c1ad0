import XCTest

final class AddressBookUITests: XCTestCase {
    func testContactRowShowsShortenedAddress() {
        let app = XCUIApplication()
        app.launchArguments = ["-UITestSeedContacts", "YES"]
        app.launch()
        app.tabBars.buttons["Contacts"].tap()
        XCTAssertTrue(app.staticTexts["u1q8…4f9k"].waitForExistence(timeout: 10))
    }
}
