import XCTest

/// Runs against BrackenUITests.storekit (set in the BrackenUITests scheme) and
/// the RevenueCat "default" offering.
final class PaywallUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments = ["-uiTesting", "-openPaywall"]
        app.launch()
    }

    func testCurrentOfferingShowsThreePackages() {
        let list = app.collectionViews["paywall.packages"]
        XCTAssertTrue(list.waitForExistence(timeout: 10))
        XCTAssertEqual(list.cells.count, 3)
    }

    func testCloseButtonDismisses() {
        app.buttons["paywall.close"].tap()
        XCTAssertTrue(app.navigationBars["Recipes"].waitForExistence(timeout: 3))
    }
}
