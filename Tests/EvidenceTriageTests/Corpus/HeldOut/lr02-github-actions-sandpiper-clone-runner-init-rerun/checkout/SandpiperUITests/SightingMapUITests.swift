import XCTest

final class SightingMapUITests: XCTestCase {
    func testClusterTapOpensList() {
        let app = XCUIApplication()
        app.launchArguments += ["-seedFeed", "harbour-cluster"]
        app.launch()
        app.tabBars.buttons["Map"].tap()
        app.otherElements["cluster-12"].tap()
        XCTAssertTrue(app.tables["cluster-list"].waitForExistence(timeout: 5))
    }

    func testFilterBySpecies() {
        let app = XCUIApplication()
        app.launch()
        app.tabBars.buttons["Map"].tap()
        app.buttons["Filter"].tap()
        app.staticTexts["Northern Pintail"].tap()
        XCTAssertTrue(app.otherElements["pin-norpin"].waitForExistence(timeout: 5))
    }
}
