import XCTest
@testable import JuniperNotes

final class ExportFilenameTests: XCTestCase {
    func testFilenameSlugifiesTitle() {
        let note = Note.fixture(title: "Groceries / Week 33")
        XCTAssertEqual(ExportNamer.slug(for: note), "groceries-week-33")
    }

    /// A note written at 00:30 in Berlin belongs to that Berlin day, wherever the export runs.
    func testFilenameUsesNoteCreationDay() {
        let created = ISO8601DateFormatter().date(from: "2026-08-13T00:30:00+02:00")!
        let note = Note.fixture(title: "Standup", createdAt: created, timeZoneID: "Europe/Berlin")
        XCTAssertEqual(ExportNamer.filename(for: note), "standup-2026-08-13.md")
    }
}
