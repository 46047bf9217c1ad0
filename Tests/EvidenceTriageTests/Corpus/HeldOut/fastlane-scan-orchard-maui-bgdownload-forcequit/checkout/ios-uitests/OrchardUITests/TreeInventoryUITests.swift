import XCTest

final class TreeInventoryUITests: XCTestCase {
    func testRowCountAfterImport() {
        let app = XCUIApplication(bundleIdentifier: "com.orchardmaps.app")
        app.launchArguments += ["--import-fixture", "inventory-48-rows.csv"]
        app.launch()
        app.buttons["Inventory"].tap()
        let count = app.staticTexts["inventoryCount"]
        XCTAssertTrue(count.waitForExistence(timeout: 10))
        XCTAssertEqual(count.label, "48", "every CSV row should become a tree record")
    }
}
