import XCTest
@testable import Shrike

final class JournalExportTests: XCTestCase {
    func testExportDateUsesEntryTimeZone() {
        let entry = JournalEntry(createdAt: Date(timeIntervalSince1970: 1_788_220_800),
                                 timeZone: TimeZone(identifier: "Asia/Tokyo")!)
        XCTAssertEqual(JournalExporter().heading(for: entry), "Tuesday 1 September 2026, 09:00")
    }
}
