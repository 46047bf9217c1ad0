//
//  ReceiptParserTests.swift
//  SaltmarshTests
//

import XCTest
@testable import Saltmarsh

final class ReceiptParserTests: XCTestCase {
    private let parser = ReceiptParser()

    func testParsesQuantityPrefix() {
        XCTAssertEqual(parser.parse("3 x Oat milk 1l        4.47"),
                       LineItem(name: "Oat milk 1l", quantity: 3, total: 4.47))
    }

    func testParsesMultiBuyLine() {
        let item = parser.parse("Rye crispbread   2 @ 1.49   2.98")
        XCTAssertEqual(item?.quantity, 2)
        XCTAssertEqual(item?.total, 2.98)
    }

    func testIgnoresSubtotalLine() {
        XCTAssertNil(parser.parse("SUBTOTAL"))
    }
}
