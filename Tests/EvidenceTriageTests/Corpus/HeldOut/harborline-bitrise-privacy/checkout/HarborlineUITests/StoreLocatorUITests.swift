import XCTest

final class StoreLocatorUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-uiTesting"]
        app.launch()
    }

    func testNearbyStoresAsksForLocation() throws {
        app.tabBars.buttons["Stores"].tap()
        app.buttons["use-my-location"].tap()
        XCTAssertTrue(app.staticTexts["nearby-results-header"].waitForExistence(timeout: 10))
    }
}
