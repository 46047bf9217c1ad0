import XCTest

final class OfflineRegionUITests: XCTestCase {
    func testDownloadRegionShowsProgress() {
        let app = XCUIApplication()
        app.launchArguments += ["-SGStubTiles", "YES"]
        app.launch()
        app.buttons["Offline maps"].tap()
        app.buttons["Download Cairngorms"].tap()
        XCTAssertTrue(app.progressIndicators["Region download"].waitForExistence(timeout: 5))
    }
}
