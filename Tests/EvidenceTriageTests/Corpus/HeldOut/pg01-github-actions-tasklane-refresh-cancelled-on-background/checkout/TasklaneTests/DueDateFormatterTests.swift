import XCTest
@testable import Tasklane

final class DueDateFormatterTests: XCTestCase {
    private let formatter = DueDateFormatter(calendar: .gregorianUTC, now: Date(timeIntervalSince1970: 1_786_000_000))

    func testDueDateToday() {
        XCTAssertEqual(formatter.string(for: Date(timeIntervalSince1970: 1_786_010_000)), "Today")
    }

    func testDueDateRelativeTomorrow() {
        let tomorrow = Date(timeIntervalSince1970: 1_786_000_000 + 86_400)
        XCTAssertEqual(formatter.string(for: tomorrow), "Tomorrow")
    }
}
