import XCTest
@testable import Marlowe

final class FareFormatterTests: XCTestCase {
    func testUKFare() {
        XCTAssertEqual(FareFormatter.display(pence: 1250, locale: Locale(identifier: "en_IE")), "€12.50")
    }

    func testFrenchFareMatchesReceipt() {
        let receipt = "1\u{202F}234,50\u{00A0}€"   // copied from a Paris-Nord ticket machine receipt
        XCTAssertEqual(FareFormatter.display(pence: 123_450, locale: Locale(identifier: "fr_FR")), receipt)
    }
}
