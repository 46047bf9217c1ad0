import XCTest
@testable import Ferrylog

final class FareFormatterTests: XCTestCase {
    private let formatter = FareFormatter(locale: Locale(identifier: "en_GB"))

    func testSingleFareShowsPounds() {
        XCTAssertEqual(formatter.string(pence: 1800), "£18")
    }

    func testReturnFareShowsPence() {
        XCTAssertEqual(formatter.string(pence: 1250), "£12.50")
    }

    func testFreeFareSaysFree() {
        XCTAssertEqual(formatter.string(pence: 0), "Free")
    }
}
