import XCTest

final class ChipsDemoUITests: XCTestCase {
    private let app = XCUIApplication()

    func testFilterChipSelection() {
        app.launch()
        app.buttons["catalog-row-chips"].tap()
        let chip = app.buttons["filter-chip-favourites"]
        XCTAssertTrue(chip.waitForExistence(timeout: 10), "filter chip should exist")
        chip.tap()
        XCTAssertTrue(chip.isSelected)
    }
}
