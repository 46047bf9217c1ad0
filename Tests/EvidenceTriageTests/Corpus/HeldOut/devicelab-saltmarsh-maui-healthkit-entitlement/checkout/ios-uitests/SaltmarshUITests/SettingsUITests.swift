import XCTest

final class SettingsUITests: XCTestCase {
    private let app = XCUIApplication(bundleIdentifier: "com.saltmarsh.care")

    func testExportCsvShowsShareSheet() {
        app.launchArguments = ["--uitest"]
        app.launch()
        app.buttons["Settings"].tap()
        app.buttons["Export CSV"].tap()
        XCTAssertTrue(app.otherElements["ActivityListView"].waitForExistence(timeout: 10))
    }
}
