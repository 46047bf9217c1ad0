import XCTest
@testable import Lumen

final class CallHistoryTests: XCTestCase {
    func testMissedCallGrouping() {
        let history = CallHistory(entries: CallEntry.fixtures(missedFrom: ["ana", "ana", "ben", "ana"]))
        XCTAssertEqual(history.groups.map(\.count), [2, 1, 1])
    }
}
