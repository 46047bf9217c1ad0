import XCTest
@testable import Quillmail

final class MessagePreviewTests: XCTestCase {
    func testPreviewStripsQuotedReply() {
        let body = """
        Sounds good, see you Thursday.

        On Tue, Nov 25, 2026 at 9:14 AM Priya Raman <priya@example.org> wrote:
        > Can we move the review to Thursday?
        """
        XCTAssertEqual(MessagePreview.text(for: body), "Sounds good, see you Thursday.")
    }

    func testPreviewTruncates() {
        XCTAssertEqual(MessagePreview.text(for: String(repeating: "a", count: 300)).count, 120)
    }
}
