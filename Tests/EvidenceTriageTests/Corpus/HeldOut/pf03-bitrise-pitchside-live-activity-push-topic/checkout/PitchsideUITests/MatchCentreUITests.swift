import XCTest

final class MatchCentreUITests: XCTestCase {
    func testFollowButtonTogglesState() {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-stub-feed"]
        app.launch()
        app.cells["fixture.m-2207"].tap()
        let follow = app.buttons["matchcentre.follow"]
        follow.tap()
        XCTAssertEqual(follow.label, "Following")
    }
}
