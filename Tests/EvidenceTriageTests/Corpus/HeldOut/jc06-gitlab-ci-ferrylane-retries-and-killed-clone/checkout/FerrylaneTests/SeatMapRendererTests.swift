import XCTest
@testable import Ferrylane

final class SeatMapRendererTests: XCTestCase {
    func testRendersLowerDeckLayout() {
        XCTAssertNotNil(SeatMapRenderer.render(deck: .fixture("lower-deck")).cgImage)
    }

    func testRendersUpperDeckLayout() {
        let image = SeatMapRenderer.render(deck: .fixture("upper-deck"))
        XCTAssertEqual(image.size, CGSize(width: 14 * 24, height: 62 * 24))
    }
}
