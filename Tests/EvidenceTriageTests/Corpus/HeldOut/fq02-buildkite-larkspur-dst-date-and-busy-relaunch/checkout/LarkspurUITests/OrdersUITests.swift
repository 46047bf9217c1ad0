//
//  OrdersUITests.swift
//  LarkspurUITests
//

import XCTest

final class OrdersUITests: LarkspurUITestCase {

    func testOrderDetailShowsCustomerNote() throws {
        app.tabBars.buttons["Orders"].tap()
        app.cells["order.row.1042"].tap()
        XCTAssertTrue(app.staticTexts["order.detail.customer-note"].waitForExistence(timeout: 10))
    }

    func testOrdersListLoads() throws {
        app.tabBars.buttons["Orders"].tap()
        XCTAssertTrue(app.cells["order.row.1042"].waitForExistence(timeout: 10))
        XCTAssertGreaterThanOrEqual(app.cells.count, 5)
    }
}
