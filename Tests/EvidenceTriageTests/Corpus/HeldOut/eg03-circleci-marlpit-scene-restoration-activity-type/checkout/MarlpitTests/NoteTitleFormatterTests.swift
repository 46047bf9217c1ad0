import XCTest
@testable import Marlpit

final class NoteTitleFormatterTests: XCTestCase {
    func testUntitledFallback() {
        XCTAssertEqual(NoteTitleFormatter().title(for: Note(body: "\n\n  ")), "Untitled Note")
    }
}
