import XCTest
@testable import Tern

final class HeadlineFormatterTests: XCTestCase {
    func testTruncatesAtWordBoundary() {
        let f = HeadlineFormatter(maxLength: 24)
        XCTAssertEqual(f.format("Harbour ferries resume after week-long strike"), "Harbour ferries resume…")
    }
}
