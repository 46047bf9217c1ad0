//
//  WorkOrderListUITests.swift
//  QuaymasterUITests
//

import XCTest

final class WorkOrderListUITests: XCTestCase {
    override func setUp() { continueAfterFailure = false }

    func testPullToRefreshShowsNewOrders() {
        let app = XCUIApplication()
        app.launchArguments += ["-ui-testing", "-api-fixture", "work-orders-v3"]
        app.launch()

        let list = app.collectionViews["work-order-list"]
        XCTAssertTrue(list.waitForExistence(timeout: 10))
        list.swipeDown(velocity: .fast)

        XCTAssertTrue(list.staticTexts["WO-1042"].waitForExistence(timeout: 10))
    }
}
