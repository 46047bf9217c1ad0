import XCTest

final class StoreFinderUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launch()
    }

    func testNearbyStoresAfterAllowingLocation() throws {
        addUIInterruptionMonitor(withDescription: "Location permission") { alert in
            let allow = alert.buttons["Allow While Using App"]
            guard allow.exists else { return false }
            allow.tap()
            return true
        }
        app.tabBars.buttons["Stores"].tap()
        app.buttons["Find stores near me"].tap()
        XCTAssertTrue(app.cells["store-row-0"].waitForExistence(timeout: 8), "nearby store list never appeared")
    }
}
