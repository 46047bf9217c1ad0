import XCTest
@testable import Hearthline

final class CallHistoryStoreTests: XCTestCase {
    func testGroupsMissedCallsPerCaller() {
        let store = CallHistoryStore()
        store.recordMissed(callID: "a", from: "+31201234567", at: Date())
        store.recordMissed(callID: "b", from: "+31201234567", at: Date())
        XCTAssertEqual(store.missedGroups().first?.count, 2)
    }

    func testMergesDuplicateMissedCalls() {
        // The server retries the cancel push; the same call must not be counted twice.
        let store = CallHistoryStore()
        store.recordMissed(callID: "c-77", from: "+31201234567", at: Date())
        store.recordMissed(callID: "c-77", from: "+31201234567", at: Date())
        XCTAssertEqual(store.missedGroups().first?.count, 1)
    }
}
