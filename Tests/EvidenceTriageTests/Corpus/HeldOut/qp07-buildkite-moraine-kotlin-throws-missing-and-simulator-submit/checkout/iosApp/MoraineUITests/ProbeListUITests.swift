import XCTest

final class ProbeListUITests: XCTestCase {
    func testPullToRefreshShowsSpinner() {
        let app = XCUIApplication()
        app.launchArguments = ["-uiTesting", "-fixtureProbes"]
        app.launch()
        app.collectionViews["probe.list"].swipeDown()
        XCTAssertTrue(app.activityIndicators["probe.list.refreshing"].waitForExistence(timeout: 2))
    }
}
