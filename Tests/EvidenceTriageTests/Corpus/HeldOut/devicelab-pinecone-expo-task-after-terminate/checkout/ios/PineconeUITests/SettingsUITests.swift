import XCTest

final class SettingsUITests: XCTestCase {
    private let app = XCUIApplication(bundleIdentifier: "com.pinecone.budget")

    override func setUp() {
        continueAfterFailure = false
        app.launch()
    }

    func testExportCsvOpensShareSheet() {
        app.tabBars.buttons["Settings"].tap()
        app.buttons["Export CSV"].tap()
        XCTAssertTrue(app.otherElements["ActivityListView"].waitForExistence(timeout: 10))
    }
}
