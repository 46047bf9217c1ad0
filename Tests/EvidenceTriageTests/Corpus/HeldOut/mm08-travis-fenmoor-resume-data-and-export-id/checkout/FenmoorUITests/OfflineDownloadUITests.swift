import XCTest

final class OfflineDownloadUITests: XCTestCase {
    func testDownloadFinishesWhileAppSuspended() {
        let app = XCUIApplication()
        app.launch()
        app.cells["episode.s01e01"].buttons["Download"].tap()
        XCUIDevice.shared.press(.home)
        sleep(60)   // the background session should be done within a minute
        app.activate()
        XCTAssertTrue(app.cells["episode.s01e01"].images["downloaded"].exists, "download did not finish in the background")
    }
}
