//
//  ReceiptAmountTests.swift
//  TillpointTests
//

import XCTest
@testable import Tillpoint

final class ReceiptAmountTests: XCTestCase {
    private func parse(_ body: String) throws -> Receipt {
        let object = try JSONSerialization.jsonObject(with: Data(body.utf8)) as! [String: Any]
        return try Receipt(json: object)
    }

    func testParsesMerchantAndCurrency() throws {
        let receipt = try parse(#"{"id":"r-1","merchant":"Harbour Café","amount":12.5,"currency":"GBP"}"#)
        XCTAssertEqual(receipt.merchant, "Harbour Café")
        XCTAssertEqual(receipt.currency, "GBP")
    }

    func testParsesAmountWithoutBinaryDrift() throws {
        let receipt = try parse(#"{"id":"r-2","merchant":"Pier Kiosk","amount":1.66,"currency":"GBP"}"#)
        XCTAssertEqual(receipt.amount, Decimal(string: "1.66"))
    }
}
