import XCTest

final class OfflineMapsUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    func testDownloadedRegionAppearsInList() {
        let app = XCUIApplication()
        app.launchArguments = ["-uiTestSeedOfflineRegion", "mount-rainier"]
        app.launch()
        app.tabBars.buttons["Maps"].tap()
        XCTAssertTrue(app.cells["Mount Rainier NP"].waitForExistence(timeout: 5))
    }
}
