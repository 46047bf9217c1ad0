//
//  CardNumberMaskTests.swift
//  QuenbyTests
//

import XCTest
@testable import Quenby

final class CardNumberMaskTests: XCTestCase {
    func testMasksAllButLastFour() {
        XCTAssertEqual(CardNumberMask.masked("4111 1111 1111 1234"), "•••• •••• •••• 1234")
    }

    func testMasksAmexInFourSixFiveGroups() {
        XCTAssertEqual(CardNumberMask.masked("3782 822463 10005"), "•••• •••••• •0005")
    }

    func testShortInputUnchanged() {
        XCTAssertEqual(CardNumberMask.masked("123"), "123")
    }
}
