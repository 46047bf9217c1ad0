import XCTest
@testable import Callbell

final class RecentCallsTests: XCTestCase {
    func testMissedCallsGroupedByDay() {
        let cal = Calendar(identifier: .gregorian)
        let morning = Date(timeIntervalSince1970: 1_786_608_000), evening = morning.addingTimeInterval(10 * 3600)
        let groups = RecentCalls.missedByDay([RecentCall(handle: "a", date: morning, missed: true),
                                              RecentCall(handle: "b", date: evening, missed: true)], calendar: cal)
        XCTAssertEqual(groups.count, 1)
    }

    func testDeletesSwipedRow() throws {
        let store = try RecentsStore.inMemory()
        try store.insert(RecentCall(handle: "a", date: Date(), missed: false))
        try store.deleteFirst()
        XCTAssertEqual(try store.count(), 0)
    }
}
