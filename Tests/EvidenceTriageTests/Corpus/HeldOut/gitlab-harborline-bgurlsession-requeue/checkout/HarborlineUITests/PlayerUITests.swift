import XCTest

final class PlayerUITests: XCTestCase {
    func testMiniPlayerAppearsAfterPlay() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-HarborlineUITestFeed", "fixtures/feed-small.json"]
        app.launch()

        app.cells["episode.42"].buttons["Play"].tap()
        XCTAssertTrue(app.otherElements["miniPlayer"].waitForExistence(timeout: 5))
    }
}
