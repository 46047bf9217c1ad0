import XCTest

final class CheckoutUITests: XCTestCase {
    let app = XCUIApplication(bundleIdentifier: "com.crumbtrail.app")

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["--ci-seed-cart"]
        app.launch()
    }

    func testCartTotalIncludesDeliveryFee() throws {
        app.buttons["cart"].tap()
        XCTAssertEqual(app.staticTexts["cart-total"].label, "€18.40")
    }

    func testTipSliderSnapsToWholePercent() throws {
        app.buttons["cart"].tap()
        app.sliders["tip-slider"].adjust(toNormalizedSliderPosition: 0.52)
        XCTAssertEqual(app.staticTexts["tip-percent"].label, "13%")
    }
}
