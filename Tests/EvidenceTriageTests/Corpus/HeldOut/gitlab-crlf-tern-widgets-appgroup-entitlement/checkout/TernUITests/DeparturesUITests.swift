import XCTest

final class DeparturesUITests: XCTestCase {
    func testFavouriteStopAppearsOnLaunch() {
        let app = XCUIApplication()
        app.launchArguments = ["-TernSeedFavourites", "harbour"]
        app.launch()
        XCTAssertTrue(app.staticTexts["Harbour Ferry Terminal"].waitForExistence(timeout: 5))
    }
}
