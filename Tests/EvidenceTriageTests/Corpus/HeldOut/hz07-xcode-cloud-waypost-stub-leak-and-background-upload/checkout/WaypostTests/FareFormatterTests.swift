import XCTest
@testable import Waypost

final class FareFormatterTests: XCTestCase {
    private let us = Locale(identifier: "en_US")

    func testEURUsesTwoDecimals() {
        XCTAssertEqual(FareFormatter.string(minorUnits: 5480, currencyCode: "EUR", locale: us), "€54.80")
    }

    func testJPYHasNoDecimals() {
        XCTAssertEqual(FareFormatter.string(minorUnits: 12400, currencyCode: "JPY", locale: us), "¥12,400")
    }
}
