import XCTest
@testable import Marigold

final class WateringScheduleLayoutTests: XCTestCase {
    func testCardHeightRegular() { XCTAssertEqual(WateringCardLayout.height(compact: false), 112) }

    func testCardHeightCompact() {
        let h = WateringCardLayout.height(compact: true)
        XCTAssertEqual(h, 72, "compact card height")
    }
}
