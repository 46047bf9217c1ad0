import XCTest

final class TrailMapUITests: XCTestCase {
    func testOfflineBadgeAfterDownload() {
        let app = XCUIApplication()
        app.launchArguments += ["-stubTiles"]
        app.launch()
        app.cells["trail.hardangervidda"].tap()
        app.buttons["map.downloadOffline"].tap()
        XCTAssertTrue(app.images["map.offlineBadge"].waitForExistence(timeout: 15))
    }
}
