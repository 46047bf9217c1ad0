import XCTest
@testable import SwellmeterWatch

final class TideTableTests: XCTestCase {
    func testNextHighTideAfterMidnight() throws {
        let table = try TideTable(fixture: "porthleven-2026-09-18")
        let now = ISO8601DateFormatter().date(from: "2026-09-18T23:40:00Z")!
        XCTAssertEqual(table.nextHigh(after: now)?.time, "00:52")
    }
}
