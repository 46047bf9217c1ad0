import XCTest

final class PerformanceUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    func testHangEventListedInDiagnostics() {
        let app = XCUIApplication()
        app.launchArguments += ["-uiTesting"]
        app.launch()

        app.tabBars.buttons["Settings"].tap()
        app.buttons["Developer"].tap()
        // Blocks the main thread for 3 s (Developer ▸ "Simulate hang").
        app.buttons["Simulate hang"].tap()

        app.buttons["Diagnostics"].tap()
        let hangRow = app.cells.matching(identifier: "diagnostics.hang").firstMatch
        XCTAssertTrue(hangRow.waitForExistence(timeout: 10),
                      "no hang event listed in Diagnostics after a 3 s main-thread block")
    }
}
