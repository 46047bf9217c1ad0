import XCTest
@testable import Tallybook

final class CurrencyFormatterTests: XCTestCase {
    func testFormatsEuroWithComma() {
        let f = CurrencyFormatter(locale: Locale(identifier: "de_DE"), currency: "EUR")
        XCTAssertEqual(f.string(from: 1234.5), "1.234,50 €")
    }

    func testRoundsHalfEven() {
        let f = CurrencyFormatter(locale: Locale(identifier: "en_US"), currency: "USD")
        XCTAssertEqual(f.string(from: 0.125), "$0.12")
        XCTAssertEqual(f.string(from: 0.135), "$0.14")
    }
}
