import XCTest
@testable import BrightmossKit

final class EntryDigestTests: XCTestCase {
    func testDigestGroupsByDay() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "America/Los_Angeles")!
        let late = Entry(text: "late walk", createdAt: ISO8601DateFormatter().date(from: "2025-05-02T06:30:00Z")!)
        let morning = Entry(text: "coffee", createdAt: ISO8601DateFormatter().date(from: "2025-05-02T15:00:00Z")!)
        let digest = EntryDigest(calendar: calendar).groupByDay([late, morning])
        XCTAssertEqual(digest.count, 2)
    }
}
