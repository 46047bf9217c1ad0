import XCTest
@testable import Inkwell

final class NoteTitleFormatterTests: XCTestCase {
    private let created = ISO8601DateFormatter().date(from: "2026-09-02T08:30:00Z")!

    func testExplicitTitleWins() {
        let note = NoteSummary(title: "Lab notes", createdAt: created)
        XCTAssertEqual(NoteTitleFormatter.title(for: note, locale: Locale(identifier: "en_US")), "Lab notes")
    }

    func testUntitledNoteUsesCreationDate() {
        let note = NoteSummary(title: "  ", createdAt: created)
        XCTAssertEqual(NoteTitleFormatter.title(for: note, locale: Locale(identifier: "en_US")), "Note Sep 2, 2026")
    }
}
