import XCTest
@testable import Harrowgate

final class HeadlineTruncatorTests: XCTestCase {
    func testShortHeadlineUnchanged() {
        XCTAssertEqual(HeadlineTruncator.truncate("Council approves budget", limit: 40), "Council approves budget")
    }

    func testTruncatesAtWordBoundary() {
        let text = "Harbour authority delays vote on new ferry terminal"
        XCTAssertEqual(HeadlineTruncator.truncate(text, limit: 30), "Harbour authority delays vote…")
    }
}
