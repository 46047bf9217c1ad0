import XCTest
@testable import Coinpurse

final class CurrencyConverterTests: XCTestCase {
    func testConvertsUsingMidRate() {
        let converter = CurrencyConverter(quotes: ["EURUSD": Quote(bid: 1.0800, ask: 1.0820)])
        XCTAssertEqual(converter.convert(100, from: "EUR", to: "USD"), 108.10, accuracy: 0.001)
    }
}
