import XCTest

final class RouteMapUITests: XCTestCase {
    func testMapRendersRoute() {
        let app = XCUIApplication()
        app.launchArguments = ["-UITestSeedWorkout", "run-10k"]
        app.launch()
        app.cells["workout.run-10k"].tap()
        XCTAssertTrue(app.maps["workout.route"].waitForExistence(timeout: 10))
    }
}
