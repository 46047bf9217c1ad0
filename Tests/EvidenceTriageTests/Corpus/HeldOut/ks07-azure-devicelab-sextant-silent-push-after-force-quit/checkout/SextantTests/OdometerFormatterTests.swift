import XCTest
@testable import Sextant

final class OdometerFormatterTests: XCTestCase {
    func testMilesInUSLocale() {
        let f = OdometerFormatter(locale: Locale(identifier: "en_US"))
        XCTAssertEqual(f.string(fromKilometres: 160.934), "100 mi")
    }
}
