//
//  CheckoutFlowUITests.swift
//  SaltmarshUITests
//

import XCTest

final class CheckoutFlowUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    func testApplyCouponShowsDiscount() {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-fixture", "basket-7-items"]
        app.launch()
        app.buttons["basket.checkout"].tap()
        app.textFields["coupon.code"].tap()
        app.textFields["coupon.code"].typeText("SPRING10\n")
        XCTAssertTrue(app.staticTexts["coupon.applied"].waitForExistence(timeout: 5))
    }
}
