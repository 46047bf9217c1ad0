import XCTest

final class CachePruneE2ETests: XCTestCase {
    func testSimulatedPruneLaunchCompletes() {
        let app = XCUIApplication()
        app.launchArguments += ["-E2ESubmitPrune", "-E2ESimulateLaunch", "com.reelnight.app.cache-prune", "-E2EShowPruneStatus"]
        app.launch()

        XCTAssertTrue(app.staticTexts["Prune complete"].waitForExistence(timeout: 20))
    }
}
