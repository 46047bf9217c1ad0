import XCTest
@testable import Wickerly

final class MessageBubbleLayoutTests: XCTestCase {
    func testLongDisplayNameTruncatesWithEllipsis() {
        let label = MessageBubbleLayout().senderLabel(for: "Alexandria-Konstantina Papadopoulou-Whitfield")
        XCTAssertEqual(label, "Alexandria-Konstantina Papado…")
    }
}
