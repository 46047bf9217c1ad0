import XCTest
@testable import Harborlight

final class CurrencyCacheTests: XCTestCase {
    func testRatesAndTimestampCommittedTogether() async throws {
        let disk = FlakyDisk(failWritesTo: "rates.json")
        let cache = CurrencyRateCache(disk: disk)
        let job = RateRefreshJob(cache: cache, api: FakeRatesAPI(rates: ["EUR": 0.92]))
        _ = try? await job.run(now: Date(timeIntervalSince1970: 1_760_000_000))
        XCTAssertNil(cache.lastUpdated)
    }
}
