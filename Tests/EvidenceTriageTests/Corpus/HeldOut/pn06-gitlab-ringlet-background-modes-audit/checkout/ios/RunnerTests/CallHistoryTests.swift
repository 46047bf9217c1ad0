import XCTest
@testable import Runner

final class CallHistoryTests: XCTestCase {
    func testMissedCallBadgeCount() {
        let history = CallHistory(entries: [
            .init(direction: .incoming, answered: false, seen: false),
            .init(direction: .incoming, answered: false, seen: true),
            .init(direction: .outgoing, answered: false, seen: false),
        ])
        XCTAssertEqual(history.missedBadgeCount, 1)
    }
}
