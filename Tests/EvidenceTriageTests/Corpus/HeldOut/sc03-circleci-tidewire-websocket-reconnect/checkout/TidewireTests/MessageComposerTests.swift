import XCTest
@testable import Tidewire

final class MessageComposerTests: XCTestCase {
    func testTrimsLeadingWhitespace() {
        XCTAssertEqual(MessageComposer().normalized("  hi"), "hi")
    }

    func testTrimsTrailingWhitespace() {
        XCTAssertEqual(MessageComposer().normalized("see you 👋  \n"), "see you 👋")
    }
}
