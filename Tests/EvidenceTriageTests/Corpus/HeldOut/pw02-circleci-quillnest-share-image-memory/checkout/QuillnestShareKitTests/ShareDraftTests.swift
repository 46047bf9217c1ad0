import XCTest
@testable import QuillnestShareKit

final class ShareDraftTests: XCTestCase {
    func testCaptionTrimmedBeforeSend() {
        let draft = ShareDraft(caption: "  lunch at the pier \n", attachments: [])
        XCTAssertEqual(draft.outgoingCaption, "lunch at the pier")
    }
}
