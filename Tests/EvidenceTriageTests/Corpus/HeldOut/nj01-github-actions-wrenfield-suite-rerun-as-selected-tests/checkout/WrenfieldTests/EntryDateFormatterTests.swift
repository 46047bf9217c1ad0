import XCTest
@testable import Wrenfield

final class EntryDateFormatterTests: XCTestCase {
    func testRelativeDateYesterday() {
        let now = Date(timeIntervalSince1970: 1_795_000_000)
        let formatter = EntryDateFormatter(now: { now }, calendar: .gregorianUTC)
        let entry = now.addingTimeInterval(-26 * 3600)
        XCTAssertEqual(formatter.relativeTitle(for: entry), "Yesterday")
    }
}
