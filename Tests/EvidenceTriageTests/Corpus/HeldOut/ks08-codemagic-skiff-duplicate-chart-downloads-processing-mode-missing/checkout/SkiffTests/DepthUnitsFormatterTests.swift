import XCTest
@testable import Skiff

final class DepthUnitsFormatterTests: XCTestCase {
    func testFathomsToMetres() {
        XCTAssertEqual(DepthUnitsFormatter().metres(fromFathoms: 10), 18.288, accuracy: 0.001)
    }
}
