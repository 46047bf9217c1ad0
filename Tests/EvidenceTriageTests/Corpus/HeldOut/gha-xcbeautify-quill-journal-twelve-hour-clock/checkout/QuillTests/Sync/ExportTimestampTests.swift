import XCTest
@testable import Quill

final class ExportTimestampTests: XCTestCase {
    private let referenceDate = Date(timeIntervalSince1970: 1_786_633_642) // 2026-08-13 15:07:22 UTC

    func testSyncTimestampUsesUTC() {
        let stamp = SyncPayload.timestamp(for: referenceDate)
        XCTAssertTrue(stamp.hasSuffix("Z"))
    }

    func testSyncTimestampIsISO8601() {
        UserDefaults.standard.set(true, forKey: "AppleICUForce12HourTime")
        defer { UserDefaults.standard.removeObject(forKey: "AppleICUForce12HourTime") }

        let stamp = SyncPayload.timestamp(for: referenceDate)
        let iso = #"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$"#
        XCTAssertNotNil(stamp.range(of: iso, options: .regularExpression), "sync timestamp \(stamp) is not ISO-8601")
    }
}
