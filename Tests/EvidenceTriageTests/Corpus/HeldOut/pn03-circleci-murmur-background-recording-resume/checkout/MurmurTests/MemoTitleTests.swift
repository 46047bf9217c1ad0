import XCTest
@testable import Murmur

final class MemoTitleTests: XCTestCase {
    func testDefaultTitleUsesDate() {
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = TimeZone(identifier: "UTC")!
        let date = cal.date(from: DateComponents(year: 2026, month: 3, day: 9, hour: 14, minute: 5))!
        XCTAssertEqual(MemoTitle.default(for: date, calendar: cal), "Memo 9 Mar, 14:05")
    }
}
