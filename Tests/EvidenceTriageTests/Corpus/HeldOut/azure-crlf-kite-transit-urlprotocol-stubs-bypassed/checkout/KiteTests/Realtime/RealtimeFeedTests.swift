import XCTest
@testable import Kite

final class RealtimeFeedTests: XCTestCase {
    func testMergesTwoSnapshots() {
        let feed = RealtimeFeed()
        let merged = expectation(description: "merged")
        feed.onMerge = { if $0.vehicles.count == 9 { merged.fulfill() } }
        feed.ingest(.fixture(named: "snapshot-a"))
        feed.ingest(.fixture(named: "snapshot-b"))
        wait(for: [merged], timeout: 1)
    }
}
