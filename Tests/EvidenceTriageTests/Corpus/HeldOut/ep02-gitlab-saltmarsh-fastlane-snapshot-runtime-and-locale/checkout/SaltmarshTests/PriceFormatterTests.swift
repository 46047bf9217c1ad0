//
//  PriceFormatterTests.swift
//  SaltmarshTests
//

import XCTest
@testable import Saltmarsh

final class PriceFormatterTests: XCTestCase {
    private let formatter = PriceFormatter(currencyCode: "EUR")

    func testShelfPriceIsNotEmpty() {
        XCTAssertFalse(formatter.shelfPrice(1.29).isEmpty)
    }

    func testUnitPricePerKilogram() {
        XCTAssertEqual(formatter.unitPrice(2.49, per: "kg"), "€2.49/kg")
    }

    func testZeroPriceKeepsTwoDecimals() {
        XCTAssertTrue(formatter.shelfPrice(0).contains("00"))
    }
}
