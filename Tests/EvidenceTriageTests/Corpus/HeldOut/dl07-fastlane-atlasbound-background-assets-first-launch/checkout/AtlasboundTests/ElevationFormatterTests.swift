import XCTest
@testable import Atlasbound

final class ElevationFormatterTests: XCTestCase {
    func testFeetRounding() {
        XCTAssertEqual(ElevationFormatter().feet(4392.0), "14,410 ft")   // Mount Rainier
    }
}
