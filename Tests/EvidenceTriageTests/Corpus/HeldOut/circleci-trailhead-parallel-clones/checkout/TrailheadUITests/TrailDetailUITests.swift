import XCTest

final class TrailDetailUITests: XCTestCase {
    func testElevationChartRenders() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-UITestOpenTrail", "helvellyn-striding-edge"]
        app.launch()
        XCTAssertTrue(app.otherElements["trail.elevationChart"].waitForExistence(timeout: 10))
    }
}
