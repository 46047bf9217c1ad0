import XCTest
@testable import TallyHo

final class CurrencyFormatterTests: XCTestCase {

    func testFormatsEuroWithTwoDecimals() {
        XCTAssertEqual(CurrencyFormatter(code: "EUR", locale: .init(identifier: "de_DE")).string(minor: 120_050), "1.200,50 €")
    }

    func testFormatsYenWithoutDecimals() {
        let f = CurrencyFormatter(code: "JPY", locale: .init(identifier: "en_US"))
        XCTAssertEqual(f.string(minor: 1_200), "¥1,200")
    }
}
