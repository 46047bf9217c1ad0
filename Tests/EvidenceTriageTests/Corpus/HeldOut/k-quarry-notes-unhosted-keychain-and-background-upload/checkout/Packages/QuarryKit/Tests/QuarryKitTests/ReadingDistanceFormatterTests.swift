import XCTest
@testable import QuarryKit

final class ReadingDistanceFormatterTests: XCTestCase {
    func testUsesInjectedLocaleForKilometres() {
        let f = ReadingDistanceFormatter()
        f.locale = Locale(identifier: "en_US")
        XCTAssertEqual(f.string(meters: 1_500), "1.5 km")
    }

    func testMetresBelowOneKilometre() {
        let f = ReadingDistanceFormatter()
        f.locale = Locale(identifier: "en_US")
        XCTAssertEqual(f.string(meters: 420), "420 m")
    }
}
