import XCTest

final class RoomJoinUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-uiTestRoom", "standup-42"]
        app.launch()
    }

    func testJoinShowsVideoGrid() throws {
        app.buttons["room.join"].tap()
        let grid = app.collectionViews["room.grid"]
        XCTAssertTrue(grid.waitForExistence(timeout: 5))
        XCTAssertEqual(grid.cells.count, 3)
    }
}
