import XCTest

final class ChartExportUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUp() {
        super.setUp()
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-uitest-skip-onboarding", "-uitest-fixture-harwich"]
        app.launch()
    }

    func testShareSheetOffersExport() {
        app.tabBars.buttons["Charts"].tap()
        app.buttons["chart_share"].tap()
        XCTAssertTrue(app.buttons["export_save_to_photos"].waitForExistence(timeout: 5))
    }

    func testSaveChartToPhotos() {
        app.tabBars.buttons["Charts"].tap()
        app.buttons["chart_share"].tap()
        app.buttons["export_save_to_photos"].tap()
        XCTAssertTrue(app.staticTexts["export_saved_toast"].waitForExistence(timeout: 10), "chart was not saved to Photos")
    }
}
