import XCTest
@testable import Marshlight

final class ElevationFormatterTests: XCTestCase {
    func testFeetRounding() {
        XCTAssertEqual(ElevationFormatter.feet(fromMeters: 100.0), "328 ft")
        XCTAssertEqual(ElevationFormatter.feet(fromMeters: 0.3), "1 ft")
    }
}
