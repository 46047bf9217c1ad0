import XCTest
@testable import Tern

final class RelativeDateFormatterTests: XCTestCase {
    let now = ISO8601DateFormatter().date(from: "2026-09-20T09:00:00Z")!

    func testYesterdayLabel() {
        let date = now.addingTimeInterval(-26 * 3600)
        XCTAssertEqual(RelativeDateFormatter(now: now).string(for: date), "Yesterday")
    }

    func testMinutesAgoLabel() {
        XCTAssertEqual(RelativeDateFormatter(now: now).string(for: now.addingTimeInterval(-300)), "5 min ago")
    }
}
