import XCTest

final class ExportShareUITests: XCTestCase {
    func testShareSheetAppears() {
        let app = XCUIApplication()
        app.launchArguments = ["-ui-testing", "-seed-receipts", "3"]
        app.launch()
        app.buttons["export.csv"].tap()
        XCTAssertTrue(app.otherElements["ActivityListView"].waitForExistence(timeout: 10))
    }
}
