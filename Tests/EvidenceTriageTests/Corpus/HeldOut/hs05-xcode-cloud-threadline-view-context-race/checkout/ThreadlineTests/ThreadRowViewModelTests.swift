import XCTest
@testable import Threadline

final class ThreadRowViewModelTests: XCTestCase {
    func testNoRepliesText() {
        XCTAssertEqual(ThreadRowViewModel(title: "t", replyCount: 0).replyCountText, "No replies")
    }

    func testReplyCountPluralization() {
        XCTAssertEqual(ThreadRowViewModel(title: "t", replyCount: 1).replyCountText, "1 reply")
        XCTAssertEqual(ThreadRowViewModel(title: "t", replyCount: 12).replyCountText, "12 replies")
    }
}
