import XCTest
@testable import Larder

final class ServingsScalerTests: XCTestCase {
    func testScalesFractionsToThirds() {
        XCTAssertEqual(ServingsScaler().scaled(1, from: 3, to: 4), "1 1/3")
    }
}
