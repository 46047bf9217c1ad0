import XCTest
@testable import Tidewell

final class MessageBubbleLayoutTests: XCTestCase {
    func testShortTextFitsOneLine() {
        XCTAssertEqual(MessageBubbleLayout(text: "ok", width: 280).lineCount, 1)
    }

    func testLongURLWrapsWithinBubble() {
        let url = "https://tidewell.app/invite/" + String(repeating: "a", count: 90)
        let layout = MessageBubbleLayout(text: url, width: 280)
        XCTAssertLessThanOrEqual(layout.size.width, 280)
    }
}
