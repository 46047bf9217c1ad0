import XCTest
@testable import SkerryKit

final class TideTableParserTests: XCTestCase {
    private let parser = TideTableParser(portTimeZone: TimeZone(identifier: "Europe/London")!)

    func testRejectsMalformedLine() {
        XCTAssertThrowsError(try parser.parse("HW,tomorrow,4.3"))
    }

    func testParsesHighWaterTimesInLocalZone() throws {
        // June: the file is in GMT (standard time), so 05:42 in the file is 05:42Z.
        let events = try parser.parse("HW,2025-06-21 05:42,4.31\nLW,2025-06-21 11:58,0.92")
        let utc = ISO8601DateFormatter()
        XCTAssertEqual(events.first.map { utc.string(from: $0.time) }, "2025-06-21T05:42:00Z")
        XCTAssertEqual(events.count, 2)
    }
}
