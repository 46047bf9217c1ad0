import XCTest
@testable import Tidewire

final class InboxPreviewParserTests: XCTestCase {
    func testSkipsBlankLines() {
        XCTAssertEqual(InboxPreviewParser.preview(from: "\n\nHi Ana,\n\nSee you at 4."), "Hi Ana, See you at 4.")
    }

    func testStripsQuotedReply() {
        let body = "Works for me.\n\nOn Tue, 24 Nov 2026 at 09:12, Ana Ruiz wrote:\n> Shall we move the call to 4?\n> Thanks"
        XCTAssertEqual(InboxPreviewParser.preview(from: body), "Works for me.")
    }
}
