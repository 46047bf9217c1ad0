import XCTest

final class ExportUITests: XCTestCase {
    func testShareSheetAppears() {
        let app = XCUIApplication()
        app.launchArguments += ["-SeedMemos", "3"]
        app.launch()
        app.cells.firstMatch.buttons["memo.share"].tap()
        XCTAssertTrue(app.otherElements["ActivityListView"].waitForExistence(timeout: 3))
    }
}
