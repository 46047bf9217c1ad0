import XCTest
@testable import Quire

final class NoteTitleFormatterTests: XCTestCase {
    func testFirstLineBecomesTitle() {
        XCTAssertEqual(NoteTitleFormatter().title(for: "Groceries\nmilk"), "Groceries")
    }

    func testUntitledFallback() {
        XCTAssertEqual(NoteTitleFormatter().title(for: "   \n\n"), "Untitled")
    }
}
