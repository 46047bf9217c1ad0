import XCTest
@testable import Tidewater

final class ArrivalCountdownFormatterTests: XCTestCase {
    private let polish = ArrivalCountdownFormatter(locale: Locale(identifier: "pl_PL"))
    private let english = ArrivalCountdownFormatter(locale: Locale(identifier: "en_GB"))

    func testEnglishSingular() {
        XCTAssertEqual(english.string(minutes: 1, event: .high), "High tide in 1 minute")
    }

    func testEnglishPlural() {
        XCTAssertEqual(english.string(minutes: 12, event: .low), "Low tide in 12 minutes")
    }

    func testPolishOneForm() {
        XCTAssertEqual(polish.string(minutes: 1, event: .high), "Przypływ za 1 minutę")
    }

    func testPolishFewForm() {
        XCTAssertEqual(polish.string(minutes: 3, event: .high), "Przypływ za 3 minuty")
    }

    func testPolishFewFormAboveTwenty() {
        XCTAssertEqual(polish.string(minutes: 22, event: .high), "Przypływ za 22 minuty")
    }

    func testPolishManyForm() {
        XCTAssertEqual(polish.string(minutes: 5, event: .high), "Przypływ za 5 minut")
    }

    func testPolishManyFormTeens() {
        XCTAssertEqual(polish.string(minutes: 12, event: .low), "Odpływ za 12 minut")
    }
}
