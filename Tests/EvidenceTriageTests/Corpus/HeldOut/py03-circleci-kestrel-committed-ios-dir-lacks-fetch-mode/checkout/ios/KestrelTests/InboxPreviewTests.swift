import XCTest
@testable import Kestrel

final class InboxPreviewTests: XCTestCase {
    func testPreviewStripsQuotedReply() {
        let body = "Sounds good, see you Thursday.\n\nOn Tue, Ana wrote:\n> Lunch at 1?"
        XCTAssertEqual(InboxPreview.make(from: body), "Sounds good, see you Thursday.")
    }

    func testPreviewCollapsesWhitespace() {
        XCTAssertEqual(InboxPreview.make(from: "a\n\n  b"), "a b")
    }
}
