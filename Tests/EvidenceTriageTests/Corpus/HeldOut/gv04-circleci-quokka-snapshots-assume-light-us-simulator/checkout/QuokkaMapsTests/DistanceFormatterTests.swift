import XCTest
@testable import QuokkaMaps

final class DistanceFormatterTests: XCTestCase {
    func testShortDistancesInMetres() {
        XCTAssertEqual(DistanceFormatter(locale: Locale(identifier: "en_US")).string(metres: 850), "850 m")
    }

    func testKilometresUseDecimalPoint() {
        XCTAssertEqual(DistanceFormatter().string(metres: 1500), "1.5 km")
    }
}
