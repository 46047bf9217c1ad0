import XCTest
@testable import Lumen

final class CommitMessageFormatterTests: XCTestCase {
    func testSubjectKeepsShortMessage() {
        XCTAssertEqual(CommitMessageFormatter.subject("Fix typo"), "Fix typo")
    }

    func testTruncatesSubjectAt72Characters() {
        let message = "Refactor the workspace context resolver so that cached status is served before the backend refresh"
        XCTAssertEqual(CommitMessageFormatter.subject(message), "Refactor the workspace context resolver so that cached status is served…")
    }
}
