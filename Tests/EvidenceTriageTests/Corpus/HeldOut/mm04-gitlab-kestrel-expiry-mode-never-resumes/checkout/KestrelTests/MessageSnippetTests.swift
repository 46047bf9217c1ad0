import XCTest
@testable import Kestrel

final class MessageSnippetTests: XCTestCase {
    func testTruncatesAtGraphemeBoundary() {
        let s = MessageSnippet.make(from: "Meet at 6 👨‍👩‍👧‍👦 tonight", limit: 11)
        XCTAssertEqual(s, "Meet at 6 👨‍👩‍👧‍👦…")
    }
}
