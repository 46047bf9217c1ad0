import XCTest

final class ShipmentListUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-UITestStubServer", "shipments-three.json"]
        app.launch()
    }

    func testPullToRefreshShowsSpinner() {
        let list = app.collectionViews["shipmentList"]
        XCTAssertTrue(list.waitForExistence(timeout: 10))
        list.swipeDown(velocity: .fast)
        XCTAssertTrue(app.activityIndicators["refreshSpinner"].waitForExistence(timeout: 2), "spinner never appeared")
    }
}
