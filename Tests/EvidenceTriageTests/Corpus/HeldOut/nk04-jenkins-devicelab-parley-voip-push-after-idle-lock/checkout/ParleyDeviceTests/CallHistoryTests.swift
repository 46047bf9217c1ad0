import XCTest
@testable import Parley

final class CallHistoryTests: XCTestCase {
    func testMissedCallsGroupByContact() {
        let calls: [CallRecord] = [
            .missed(from: "c-ana", at: .fixture("2026-03-11T08:00:00Z")),
            .missed(from: "c-ana", at: .fixture("2026-03-11T08:05:00Z")),
            .answered(from: "c-ana", at: .fixture("2026-03-11T09:00:00Z")),
            .missed(from: "c-bo", at: .fixture("2026-03-11T10:00:00Z")),
        ]
        let groups = CallHistoryGrouper().groups(calls)
        XCTAssertEqual(groups.map(\.title), ["Ana (2 missed)", "Ana", "Bo (missed)"])
    }
}
