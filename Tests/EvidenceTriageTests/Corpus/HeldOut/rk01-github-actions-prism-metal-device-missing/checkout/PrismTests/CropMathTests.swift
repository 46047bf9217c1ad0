import XCTest
@testable import Prism

final class CropMathTests: XCTestCase {
    func testAspectFitCentersLandscapeInPortrait() {
        let rect = CropMath.aspectFit(CGSize(width: 400, height: 200), in: CGRect(x: 0, y: 0, width: 300, height: 600))
        XCTAssertEqual(rect, CGRect(x: 0, y: 225, width: 300, height: 150))
    }
}
