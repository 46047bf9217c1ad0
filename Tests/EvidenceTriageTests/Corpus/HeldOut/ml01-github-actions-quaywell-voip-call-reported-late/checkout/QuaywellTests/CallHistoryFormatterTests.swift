import XCTest
@testable import Quaywell

final class CallHistoryFormatterTests: XCTestCase {
    func testRelativeDateYesterday() {
        let now = Date()
        let yesterday = Calendar.current.date(byAdding: .hour, value: -24, to: now)!
        XCTAssertEqual(CallHistoryFormatter.relative(yesterday, now: now), "Yesterday")
    }
}
