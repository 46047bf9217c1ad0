import XCTest
@testable import WaypostKit

final class AttendanceExportTests: XCTestCase {
    func testCSVUsesISO8601WithOffset() throws {
        let visit = AttendanceVisit(fence: "HQ-Berlin",
                                    enteredAt: Date(timeIntervalSince1970: 1_785_913_446),
                                    exitedAt: Date(timeIntervalSince1970: 1_785_942_306))
        let csv = AttendanceExporter(timeZone: TimeZone(identifier: "Europe/Berlin")!).csv(for: [visit])
        XCTAssertEqual(csv.split(separator: "\n").last, "HQ-Berlin,2026-08-05T09:04:06+02:00,2026-08-05T17:05:06+02:00")
    }
}
