import XCTest

final class SettingsUITests: XCTestCase {
    private let app = XCUIApplication(bundleIdentifier: "com.tidewell.app")

    func testAboutScreenShowsVersion() throws {
        app.launch()
        app.tabBars.buttons["Settings"].tap()
        app.cells["About"].tap()
        XCTAssertTrue(app.staticTexts["versionLabel"].label.hasPrefix("4.2"))
    }
}
