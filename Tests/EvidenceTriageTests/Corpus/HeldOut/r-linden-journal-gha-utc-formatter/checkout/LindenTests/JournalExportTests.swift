import XCTest
@testable import Linden

final class JournalExportTests: XCTestCase {
    private let exporter = JournalExporter(calendar: .gregorianUTC)

    func testExportHeaderIncludesAppVersion() throws {
        let csv = try exporter.csv(for: [])
        XCTAssertTrue(csv.hasPrefix("# Linden 4.12"))
    }

    /// Entries are stored in UTC; the export groups them by UTC day.
    func testExportGroupsEntriesByUTCDay() throws {
        let entries = [
            JournalEntry(person: "R. Okafor", at: Date(timeIntervalSince1970: 1_786_602_600)), // 2026-08-13 06:30Z
            JournalEntry(person: "M. Lind", at: Date(timeIntervalSince1970: 1_786_606_200)),   // 2026-08-13 07:30Z
        ]
        let days = try exporter.groupedDays(entries)
        XCTAssertEqual(days.map(\.label), ["2026-08-13"])
    }
}
