import XCTest
@testable import ParleyKit

final class MessageComposerTests: XCTestCase {
    func testRejectsBlankDraft() {
        XCTAssertNil(MessageComposer().prepare("  \n "))
    }

    func testTrimsTrailingWhitespace() {
        XCTAssertEqual(MessageComposer().prepare("see you at 5  \n"), "see you at 5")
    }
}
