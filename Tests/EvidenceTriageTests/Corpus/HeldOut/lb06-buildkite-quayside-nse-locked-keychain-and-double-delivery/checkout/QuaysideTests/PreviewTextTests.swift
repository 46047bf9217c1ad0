import XCTest
@testable import QuaysideShared

final class PreviewTextTests: XCTestCase {
    func testTruncatesAtGraphemeBoundary() {
        XCTAssertEqual(PreviewText.truncate("Ferry delayed \u{1F6A2}\u{1F6A2}", to: 15), "Ferry delayed \u{1F6A2}\u{2026}")
    }
}
