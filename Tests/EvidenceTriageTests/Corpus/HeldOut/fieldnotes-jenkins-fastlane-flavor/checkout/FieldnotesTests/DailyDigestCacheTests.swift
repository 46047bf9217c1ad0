import XCTest
@testable import Fieldnotes

final class DailyDigestCacheTests: XCTestCase {
    func testCacheDiscardedAfterTimeZoneChange() throws {
        let entries = [Entry.fixture(createdAt: Date(timeIntervalSince1970: 1_796_079_600))] // 2026-11-30T23:00Z
        let cache = DailyDigestCache()
        let source = StubEntrySource(entries: entries, changeToken: 41)

        let london = cache.digest(from: source, timeZone: TimeZone(identifier: "Europe/London")!)
        XCTAssertEqual(london.dayKeys, ["2026-11-30"])

        let tokyo = cache.digest(from: source, timeZone: TimeZone(identifier: "Asia/Tokyo")!)
        XCTAssertEqual(tokyo.dayKeys, ["2026-12-01"])
    }
}
