import XCTest
@testable import Tidemark

final class DistanceFormatterTests: XCTestCase {
    func testFormatsKilometresWithLocale() {
        let f = TideDistanceFormatter(locale: Locale(identifier: "sv_SE"))
        XCTAssertEqual(f.string(meters: 1200), "1,2 km")
    }
}
