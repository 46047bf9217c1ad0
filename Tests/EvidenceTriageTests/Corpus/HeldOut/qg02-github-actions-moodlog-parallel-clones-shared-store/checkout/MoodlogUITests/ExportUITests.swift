import XCTest

final class ExportUITests: XCTestCase {
    func testCSVExportShowsShareSheet() {
        let app = XCUIApplication()
        app.launchArguments = ["--ui-testing", "--seed-fixture", "two-weeks"]
        app.launch()
        app.buttons["settings"].tap()
        let export = app.buttons["settings.export"]
        XCTAssertTrue(export.waitForExistence(timeout: 5))
        XCTAssertEqual(export.label, "Export CSV")
    }
}
