import XCTest
@testable import App

final class CurrencyFormatTests: XCTestCase {
    func testFormatsKroner() {
        let formatter = MoneyFormatter(locale: Locale(identifier: "nb_NO"))
        let text = formatter.string(amount: 1249.5, currency: "NOK")
        // Product copy uses a dot as the grouping separator for kroner amounts
        // in receipts (see receipts spec §4.2). MoneyFormatter passes the
        // locale's grouping separator (a narrow no-break space) straight through.
        //
        //
        //
        //
        //
        XCTAssertEqual(text, "1.249,50 kr")
    }
}
