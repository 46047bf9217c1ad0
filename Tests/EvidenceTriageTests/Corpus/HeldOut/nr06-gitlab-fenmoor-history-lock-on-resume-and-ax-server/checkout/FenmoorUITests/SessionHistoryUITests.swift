import XCTest

final class SessionHistoryUITests: XCTestCase {
    func testHistoryShowsSessionAfterResume() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-SeedSessions", "30", "-SimulateCompactionAfterBackground", "1"]
        app.launch()
        app.tabBars.buttons["History"].tap()
        XCUIDevice.shared.press(.home)
        sleep(10)
        app.activate()
        XCTAssertTrue(app.cells["session.latest"].waitForExistence(timeout: 5))
    }
}
