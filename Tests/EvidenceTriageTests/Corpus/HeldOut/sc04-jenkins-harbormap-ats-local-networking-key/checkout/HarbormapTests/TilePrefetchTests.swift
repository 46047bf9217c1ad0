import XCTest
@testable import Harbormap

final class TilePrefetchTests: XCTestCase {
    func testPrefetchSubmitsRefreshRequest() throws {
        XCTAssertNoThrow(try TilePrefetcher.shared.scheduleRefresh())
    }

    func testPrefetchRunsWithinTwoMinutes() throws {
        let ran = expectation(description: "tile prefetch ran")
        TilePrefetcher.shared.onRunForTesting = { ran.fulfill() }
        try TilePrefetcher.shared.scheduleRefresh(after: 60)
        wait(for: [ran], timeout: 120)
    }
}
