import XCTest

final class RoomListUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    func testOpensRoomFromList() {
        let app = XCUIApplication()
        app.launchArguments = ["-UITests", "-mockHomeserver"]
        app.launch()

        let room = app.cells["roomList.room.design-crit"]
        XCTAssertTrue(room.waitForExistence(timeout: 15))
        room.tap()
        XCTAssertTrue(app.navigationBars["Design crit"].waitForExistence(timeout: 10))
    }

    func testComposerSendsMessage() {
        let app = XCUIApplication()
        app.launchArguments = ["-UITests", "-mockHomeserver"]
        app.launch()
        app.cells["roomList.room.design-crit"].tap()
        let composer = app.textViews["composer.text"]
        composer.tap()
        composer.typeText("ship it")
        app.buttons["composer.send"].tap()
        XCTAssertTrue(app.staticTexts["ship it"].waitForExistence(timeout: 10))
    }
}
