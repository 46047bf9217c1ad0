import XCTest
@testable import Brindle

final class DigestGrouperTests: XCTestCase {
    func testGroupsByPublicationDayInReaderTimeZone() {
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = TimeZone(identifier: "America/Los_Angeles")!
        let late = Issue(id: "i-1", sentAt: ISO8601DateFormatter().date(from: "2026-11-20T06:30:00Z")!)
        let groups = DigestGrouper.group([late], calendar: cal)
        XCTAssertEqual(groups.keys.first?.day, 19)
    }
}
