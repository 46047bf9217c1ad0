import XCTest

final class ReadingPositionUITests: XCTestCase {
    func testPositionRestoredAfterBackgroundRefresh() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-SimulateRefreshLaunchAfterBackground", "3"]
        app.launch()
        app.cells["article.longform-0007"].tap()
        app.swipeUp(velocity: .slow); app.swipeUp(velocity: .slow)
        XCTAssertEqual(app.staticTexts["reader.position"].label, "40%")
        XCUIDevice.shared.press(.home)
        sleep(15)
        app.activate()
        XCTAssertEqual(app.staticTexts["reader.position"].label, "40%")
    }
}
