import XCTest

final class RoomListUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-EmberUITestAccount", "fixture-ana"]
        app.launch()
    }

    func testUnreadBadgeShowsCount() {
        XCTAssertEqual(app.cells["room-kitchen"].staticTexts["unreadBadge"].label, "4")
    }
}
