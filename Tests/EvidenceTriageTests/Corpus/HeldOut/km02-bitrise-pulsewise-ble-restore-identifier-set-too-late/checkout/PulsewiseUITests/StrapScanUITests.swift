import XCTest

final class StrapScanUITests: XCTestCase {
    func testScanListsNearbyStrap() {
        let app = XCUIApplication()
        app.launch()
        app.buttons["Pair a strap"].tap()

        let strapCell = app.cells.matching(NSPredicate(format: "label BEGINSWITH 'Polar H10'")).firstMatch
        let status = app.staticTexts["bluetooth-status"].label
        XCTAssertTrue(strapCell.waitForExistence(timeout: 30), "no strap appeared within 30 s (status label: \"\(status)\")")
    }
}
