import XCTest
import QuarryShared

final class StrataDepthTests: XCTestCase {
    func testDepthConversionMetres() {
        XCTAssertEqual(StrataDepth(centimetres: 250).metres, 2.5, accuracy: 0.0001)
    }

    func testDepthConversionFeet() {
        let depth = StrataDepth(centimetres: 305)
        XCTAssertEqual(depth.feet, 10.0066, accuracy: 0.001)
    }
}
