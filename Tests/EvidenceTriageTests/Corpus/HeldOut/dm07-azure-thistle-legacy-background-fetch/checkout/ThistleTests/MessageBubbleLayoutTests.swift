import XCTest
@testable import Thistle

final class MessageBubbleLayoutTests: XCTestCase {
    func testMaxWidthIsSeventyPercentOfRow() {
        let layout = MessageBubbleLayout(rowWidth: 390)
        XCTAssertEqual(layout.maxBubbleWidth, 273, accuracy: 0.5)
    }
}
