//
//  TideHeightFormatterTests.swift
//  QuaysideTests
//

import XCTest
@testable import Quayside

final class TideHeightFormatterTests: XCTestCase {
    func testFormatsMetresWithOneDecimal() {
        let sut = TideHeightFormatter()
        XCTAssertEqual(sut.string(metres: 1.23), "1.2 m")
    }

    func testRoundsHalfUp() {
        let sut = TideHeightFormatter(locale: Locale(identifier: "en_GB"))
        XCTAssertEqual(sut.string(metres: 3.25), "3.3 m")
    }
}
