import XCTest

class ResumeUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        super.setUp()
        continueAfterFailure = false
        app.launchArguments += ["-uiTesting", "-seedQueue"]
        app.launch()
    }

    func testHomeThenActivateKeepsQueue() {
        app.tables["queue.list"].cells.element(boundBy: 0).tap()
        XCUIDevice.shared().press(.home)
        app.activate()
        XCTAssertEqual(app.tables["queue.list"].cells.count, 3)
    }

    func testReactivateAfterHomeRestoresPlayer() {
        app.buttons["player.play"].tap()
        XCUIDevice.shared().press(.home)
        app.activate()
        XCTAssertTrue(app.buttons["player.pause"].exists)
    }
}
