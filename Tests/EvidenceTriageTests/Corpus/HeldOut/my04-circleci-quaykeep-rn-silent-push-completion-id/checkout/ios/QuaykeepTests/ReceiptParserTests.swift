import XCTest
@testable import Quaykeep

final class ReceiptParserTests: XCTestCase {
    func testTotalsWithCommaDecimal() throws {
        let text = "Zwischensumme 41,80\nMwSt 7,94\nGesamt 49,74 EUR"
        let r = try ReceiptParser(locale: Locale(identifier: "de_DE")).parse(text)
        XCTAssertEqual(r.total, Decimal(string: "49.74"))
    }
}
