import XCTest

final class ChartPackSyncE2ETests: XCTestCase {
    /// Queues the overnight chart-pack download and gives iOS fifteen minutes to run it.
    func testChartPackSyncRunsOvernight() {
        let app = XCUIApplication.tidemark(test: "ChartPackSyncE2ETests/testChartPackSyncRunsOvernight")
        app.launch()
        app.buttons["Download Solent chart pack"].tap()
        XCUIDevice.shared.press(.home)
        sleep(900)
        app.activate()
        XCTAssertTrue(app.staticTexts["Chart pack installed"].waitForExistence(timeout: 10),
                      "chart-pack-sync did not run within 15 minutes of being queued")
    }
}
