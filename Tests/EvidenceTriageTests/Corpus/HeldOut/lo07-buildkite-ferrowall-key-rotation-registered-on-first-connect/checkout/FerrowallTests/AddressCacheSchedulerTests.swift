import XCTest
@testable import Ferrowall

final class AddressCacheSchedulerTests: XCTestCase {
    private let now = ISO8601DateFormatter().date(from: "2026-11-29T10:00:00Z")!

    func testUpdateScheduledAtCacheExpiry() throws {
        let clock = ManualClock(now: now)
        let cache = AddressCache(lastUpdated: now.addingTimeInterval(-48 * 60), lifetime: 4 * 60 * 60)
        var submitted: [BGTaskRequest] = []
        let scheduler = AddressCacheScheduler(clock: clock, cache: cache, submitter: { submitted.append($0) })

        let request = try scheduler.schedule()

        XCTAssertEqual(request.earliestBeginDate, cache.expiryDate, "address cache refresh should wait for the cache to expire")
        XCTAssertEqual(submitted.count, 1)
    }

    func testRequestNeedsNetwork() throws {
        let scheduler = AddressCacheScheduler(clock: ManualClock(now: now), submitter: { _ in })
        XCTAssertTrue(try scheduler.schedule().requiresNetworkConnectivity)
    }
}
