import CoreGraphics
import XCTest
@testable import Quayside

final class PhotoAnnotationTests: XCTestCase {
    func testArrowInsideBoundsIsUnchanged() {
        let arrow = ArrowAnnotation(start: CGPoint(x: 10, y: 20), end: CGPoint(x: 300, y: 200))
        XCTAssertEqual(arrow.clamped(to: CGSize(width: 4032, height: 3024)), arrow)
    }

    func testArrowEndpointsClampToImageBounds() {
        let arrow = ArrowAnnotation(start: CGPoint(x: -40, y: 12), end: CGPoint(x: 4100, y: 3500))
        let clamped = arrow.clamped(to: CGSize(width: 4032, height: 3024))
        XCTAssertEqual(clamped.start, CGPoint(x: 0, y: 12))
        XCTAssertEqual(clamped.end, CGPoint(x: 4032, y: 3024))
    }
}
