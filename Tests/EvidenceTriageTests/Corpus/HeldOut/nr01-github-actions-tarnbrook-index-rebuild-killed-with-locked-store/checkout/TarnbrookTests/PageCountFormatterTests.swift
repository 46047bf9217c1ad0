import XCTest
@testable import Tarnbrook

final class PageCountFormatterTests: XCTestCase {
    func testSinglePage() {
        XCTAssertEqual(PageCountFormatter().string(for: 1), "1 page")
    }

    func testPluralPages() {
        XCTAssertEqual(PageCountFormatter().string(for: 3), "3 pages")
    }
}
