import XCTest
@testable import ArchiveKit

final class NoteTitleTests: XCTestCase {
    func testUntitledFallback() {
        XCTAssertEqual(NoteTitle.display(for: "   "), "Untitled note")
    }
}
