import XCTest
@testable import Quarry

final class CurrencyFormatterTests: XCTestCase {
    func testFormatsEURInGermanLocale() {
        let sut = CurrencyFormatter(locale: Locale(identifier: "de_DE"), currencyCode: "EUR")
        XCTAssertEqual(sut.string(from: 1234.5), "1.234,50\u{a0}€")
    }

    func testFormatsUSDInUSLocale() {
        let sut = CurrencyFormatter(locale: Locale(identifier: "en_US"), currencyCode: "USD")
        XCTAssertEqual(sut.string(from: 33), "$33.00")
    }

    func testFormatsUSDInSpanishLocale() {
        // Travellers from Spain keep a USD sub-account; make sure it is not shown as pesos.
        let sut = CurrencyFormatter(locale: Locale(identifier: "es_ES"), currencyCode: "USD")
        XCTAssertEqual(sut.string(from: 33), "33,00\u{a0}US$")
    }
}
