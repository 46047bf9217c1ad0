import XCTest
import FerryShared

final class FareFormatterTests: XCTestCase {
    func testFormatsEuroCents() {
        XCTAssertEqual(FareFormatter.shared.format(cents: 1250, currency: "EUR", locale: "de_DE"), "12,50 €")
    }
}
