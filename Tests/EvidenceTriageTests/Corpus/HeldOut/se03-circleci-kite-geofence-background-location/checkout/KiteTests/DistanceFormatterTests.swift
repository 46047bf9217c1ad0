import XCTest
@testable import Kite

final class DistanceFormatterTests: XCTestCase {
    func testMilesRoundedToOneDecimal() {
        let f = DistanceFormatter(locale: Locale(identifier: "en_US"))
        XCTAssertEqual(f.string(meters: 2_575), "1.6 mi")
    }
}
