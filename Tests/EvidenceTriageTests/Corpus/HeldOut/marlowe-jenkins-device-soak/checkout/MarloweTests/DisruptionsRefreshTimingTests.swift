import XCTest
@testable import Marlowe

final class DisruptionsRefreshTimingTests: XCTestCase {
    func testRefreshStartsWithinFiveMinutesOfEarliestBeginDate() throws {
        let started = expectation(description: "disruptions refresh launched")
        var launchedAt: Date?
        DisruptionsRefresh.onLaunchForTesting = { launchedAt = Date(); started.fulfill() }
        let earliest = Date(timeIntervalSinceNow: 120)
        try DisruptionsRefresh.submit(earliest: earliest)
        wait(for: [started], timeout: 3600)
        let delay = try XCTUnwrap(launchedAt).timeIntervalSince(earliest)
        XCTAssertLessThanOrEqual(delay, 300, "refresh started \(Int(delay)) s after earliestBeginDate")
    }
}
