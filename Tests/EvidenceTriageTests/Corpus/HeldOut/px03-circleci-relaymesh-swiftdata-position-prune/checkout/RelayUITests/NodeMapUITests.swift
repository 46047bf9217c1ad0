import XCTest

final class NodeMapUITests: XCTestCase {
    func testMapShowsNodePins() {
        let app = XCUIApplication()
        app.launchArguments += ["-UITestMeshFixture", "small"]
        app.launch()
        app.tabBars.buttons["Map"].tap()
        XCTAssertTrue(app.otherElements["pin.!a1b2c3d4"].waitForExistence(timeout: 8))
    }
}
