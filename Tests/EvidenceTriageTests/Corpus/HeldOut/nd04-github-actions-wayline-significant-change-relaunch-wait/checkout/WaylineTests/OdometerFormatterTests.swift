import XCTest
@testable import Wayline

final class OdometerFormatterTests: XCTestCase {
    func testMilesUseOneDecimal() {
        let f = OdometerFormatter(unit: .miles, locale: Locale(identifier: "en_GB"))
        XCTAssertEqual(f.string(metres: 19_874), "12.3 mi")
    }
}
