import XCTest
@testable import Harrowfield

final class FieldAreaTests: XCTestCase {
    func testHectaresFromPolygon() {
        let field = FieldPolygon(points: [(0, 0), (200, 0), (200, 150), (0, 150)])
        XCTAssertEqual(field.hectares, 3.0, accuracy: 0.001)
    }
}
