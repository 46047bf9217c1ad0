import XCTest

final class GaugeAlertUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-uitest-fixture", "flood-warning"]
    }

    /// The fixture marks Weir Lane (E21778) as being in flood warning.
    func testFloodWarningBannerAppears() throws {
        app.launch()
        // Cells are keyed by gauge name once the favourites list has loaded.
        let list = app.tables.firstMatch
        XCTAssertTrue(list.waitForExistence(timeout: 5))

        app.cells["Weir Lane"].tap()

        XCTAssertTrue(app.staticTexts["Flood warning"].waitForExistence(timeout: 5))
    }
}
