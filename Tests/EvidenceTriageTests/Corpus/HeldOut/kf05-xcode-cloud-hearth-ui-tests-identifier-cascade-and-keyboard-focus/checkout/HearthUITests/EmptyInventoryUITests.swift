import XCTest

final class EmptyInventoryUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-uiTestEmptyInventory"]
        app.launchEnvironment["HEARTH_TEST_NAME"] = "EmptyInventoryUITests/\(name.split(separator: " ")[1].dropLast())"
        app.launch()
    }

    func testEmptyStateIsShown() {
        XCTAssertTrue(app.otherElements["inventory.emptyState"].waitForExistence(timeout: 5))
    }

    func testImportButtonOpensDocumentPicker() {
        app.buttons["inventory.empty.importButton"].tap()
        XCTAssertTrue(app.navigationBars["Browse"].waitForExistence(timeout: 5))
    }
}
