import XCTest
@testable import Tidemark

final class NoteTitleTests: XCTestCase {
    func testTitleIsFirstNonEmptyLine() {
        XCTAssertEqual(NoteTitle.from(body: "\n\n  Harbour walk  \nlow tide 6:40"), "Harbour walk")
    }
}
