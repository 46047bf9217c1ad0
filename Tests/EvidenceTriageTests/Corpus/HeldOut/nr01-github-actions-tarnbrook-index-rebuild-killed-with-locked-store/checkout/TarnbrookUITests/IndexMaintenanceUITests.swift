import XCTest

final class IndexMaintenanceUITests: XCTestCase {
    override func setUp() { continueAfterFailure = false }

    func testIndexRebuildSurvivesBackgrounding() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-UITestSeedDocuments", "240", "-DiagnosticsTestName", "IndexMaintenanceUITests/testIndexRebuildSurvivesBackgrounding"]
        app.launch()
        app.buttons["debug.scheduleIndexRebuild"].tap()
        app.buttons["debug.simulateIndexRebuildLaunch"].tap()
        XCUIDevice.shared.press(.home)
        sleep(20)
        app.activate()
        XCTAssertTrue(app.staticTexts["index.status.ready"].waitForExistence(timeout: 10))
    }

    func testSearchFindsSeededReceipt() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-UITestSeedDocuments", "12"]
        app.launch()
        app.searchFields["library.search"].tap()
        app.typeText("invoice")
        XCTAssertTrue(app.cells["document.invoice-0042"].waitForExistence(timeout: 5))
    }
}
