import XCTest

final class SettingsUITests: XCTestCase {
    func testExportCsvSharesFile() {
        let app = XCUIApplication(bundleIdentifier: "com.orchardmaps.app")
        app.launch()
        app.buttons["Settings"].tap()
        app.buttons["Export inventory (CSV)"].tap()
        XCTAssertTrue(app.otherElements["ActivityListView"].waitForExistence(timeout: 10))
    }
}
