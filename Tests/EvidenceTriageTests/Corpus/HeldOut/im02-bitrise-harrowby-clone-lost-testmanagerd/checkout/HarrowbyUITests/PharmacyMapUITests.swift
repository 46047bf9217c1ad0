import XCTest

final class PharmacyMapUITests: XCTestCase {
    func testSearchShowsNearestPharmacy() {
        let app = XCUIApplication()
        app.launchArguments += ["-UITestLocation", "51.5072,-0.1276"]
        app.launch()
        app.tabBars.buttons["Pharmacies"].tap()
        app.searchFields.firstMatch.tap()
        app.searchFields.firstMatch.typeText("open now\n")
        XCTAssertTrue(app.cells["pharmacy.result.0"].waitForExistence(timeout: 10), "Search results list did not appear within 10 s")
    }
}
