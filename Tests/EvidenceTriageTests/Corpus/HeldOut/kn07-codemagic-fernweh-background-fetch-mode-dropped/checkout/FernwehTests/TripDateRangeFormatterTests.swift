import XCTest
@testable import Fernweh

final class TripDateRangeFormatterTests: XCTestCase {
    private let gb = Locale(identifier: "en_GB")

    func testSingleDayTrip() {
        XCTAssertEqual(TripDateRangeFormatter.string(from: .oct12, to: .oct12, locale: gb), "12 - 12 Oct")
    }

    func testMultiDayTripUsesEnDash() {
        XCTAssertEqual(TripDateRangeFormatter.string(from: .oct12, to: .oct19, locale: gb), "12–19 Oct")
    }
}
