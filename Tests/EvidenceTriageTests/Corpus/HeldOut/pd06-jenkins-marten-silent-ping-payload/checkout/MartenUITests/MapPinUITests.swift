import XCTest

final class MapPinUITests: XCTestCase {
    func testTapPinShowsMemberCard() {
        let app = XCUIApplication()
        app.launchArguments = ["-uiTestingFixtures", "family-three-members"]
        app.launch()
        app.otherElements["map.pin.member-2"].tap()
        XCTAssertTrue(app.staticTexts["memberCard.name"].waitForExistence(timeout: 3))
    }
}
