import XCTest
@testable import Kelpline

final class SwellDirectionFormatterTests: XCTestCase {
    func testNorth() {
        XCTAssertEqual(SwellDirectionFormatter.compassPoint(degrees: 0), "N")
    }

    func testNorthNorthEast() {
        XCTAssertEqual(SwellDirectionFormatter.compassPoint(degrees: 30), "NNE")
    }

    func testSouthWest() {
        XCTAssertEqual(SwellDirectionFormatter.compassPoint(degrees: 225), "SW")
    }
}
