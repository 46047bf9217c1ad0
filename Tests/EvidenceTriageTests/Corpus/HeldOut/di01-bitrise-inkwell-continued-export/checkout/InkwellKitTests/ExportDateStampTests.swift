import XCTest
@testable import InkwellKit

final class ExportDateStampTests: XCTestCase {
    func testStampUsesTwentyFourHourClock() {
        let date = Date(timeIntervalSince1970: 1_796_745_600 + 15 * 3600 + 42 * 60) // 2026-12-08 15:42 UTC
        let stamp = ExportDateStamp(timeZone: TimeZone(identifier: "UTC")!).string(from: date)
        XCTAssertEqual(stamp, "20261208-1542")
    }

    func testStampIsFilenameSafe() {
        let stamp = ExportDateStamp(timeZone: .gmt).string(from: .now)
        XCTAssertFalse(stamp.contains("/"))
        XCTAssertFalse(stamp.contains(":"))
    }
}

