import XCTest

final class RoomListUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUp() {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments = ["-ui-testing", "-fixture", "two-rooms"]
        app.launch()
    }

    func testRoomListShowsFixtureRooms() {
        XCTAssertTrue(app.cells["Design sync"].waitForExistence(timeout: 5))
        XCTAssertTrue(app.cells["Release train"].exists)
    }

    func testOpenRoomFromList() {
        app.cells["Design sync"].tap()
        XCTAssertTrue(app.otherElements["timeline"].waitForExistence(timeout: 5), "Timeline for \"Design sync\" did not appear")
    }
}
