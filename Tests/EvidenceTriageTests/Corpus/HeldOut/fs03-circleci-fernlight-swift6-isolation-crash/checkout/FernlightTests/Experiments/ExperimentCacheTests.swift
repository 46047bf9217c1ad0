import XCTest
@testable import Experiments

final class ExperimentCacheTests: XCTestCase {
    func testFreshAssignmentIsReturned() {
        var cache = ExperimentCache()
        cache.store(["a": "treatment"], context: .loggedOut)
        XCTAssertEqual(cache.variation(for: "a"), .treatment)
    }

    func testExpiredAssignmentsAreDropped() {
        let start = Date(timeIntervalSince1970: 1_789_000_000)
        var clock = start
        var cache = ExperimentCache()
        cache.now = { clock }
        cache.store(["old": "treatment"], context: .loggedOut)

        clock = start.addingTimeInterval(25 * 60 * 60)
        cache.store(["new": "control"], context: .loggedOut)

        XCTAssertEqual(cache.liveEntries.count, 1)
        XCTAssertNil(cache.variation(for: "old"))
    }
}
