//
//  ReceiptTotalsTests.swift
//  TallyhoTests
//

import XCTest
@testable import Tallyho

final class ReceiptTotalsTests: XCTestCase {

    func testTipRoundsHalfUp() {
        XCTAssertEqual(ReceiptTotals(subtotalCents: 4_250, tipPercent: 18).tipCents, 765)
    }

    func testSplitsTipEvenlyAcrossThree() {
        let totals = ReceiptTotals(subtotalCents: 5_000, tipPercent: 20)   // 1000 cents of tip
        let shares = totals.tipShares(people: 3)
        XCTAssertEqual(shares, [334, 333, 333])
        XCTAssertEqual(shares.reduce(0, +), totals.tipCents)
    }
}
