import XCTest
@testable import Marigold

final class ServingsScalerTests: XCTestCase {
    func testDoublesWholeCups() {
        XCTAssertEqual(ServingsScaler.scaled(cups: 2, from: 4, to: 8), "4 cups")
    }

    func testScalesFractionalCups() {
        // Kitchen measures: show a vulgar fraction, never a long decimal.
        XCTAssertEqual(ServingsScaler.scaled(cups: 1, from: 3, to: 4), "1⅓ cups")
    }
}
