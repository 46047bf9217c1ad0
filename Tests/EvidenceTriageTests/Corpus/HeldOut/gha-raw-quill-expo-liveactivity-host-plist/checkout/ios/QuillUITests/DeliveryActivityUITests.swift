import XCTest

final class DeliveryActivityUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-QuillUITestMode", "YES"]
        app.launch()
    }

    func testStartingDeliveryShowsLiveActivityStatus() {
        app.buttons["Orders"].tap()
        app.cells["order-4711"].tap()
        app.buttons["Start delivery"].tap()
        let status = app.staticTexts["liveActivityStatus"]
        XCTAssertTrue(status.waitForExistence(timeout: 10))
        XCTAssertEqual(status.label, "started", "Live Activity should start when the courier starts the delivery")
    }
}
