import XCTest
@testable import Trailmix

final class ElevationTextTests: XCTestCase {
    func testFeetForUSLocale() {
        XCTAssertEqual(ElevationText.string(metres: 1000, locale: Locale(identifier: "en_US")), "3,281 ft")
    }
}
