import XCTest
@testable import Cobalt

final class CurrencyRatesTests: XCTestCase {
    func testStaleRatesRefetched() async throws {
        let client = StubRatesClient(rates: ["EUR": 0.91])
        let cache = RatesCache(maxAge: .hours(6), now: { .fixture("2026-08-14T12:00:00Z") })
        cache.store(["EUR": 0.87], fetchedAt: .fixture("2026-08-14T02:00:00Z"))
        let rates = try await CurrencyRates(client: client, cache: cache).current()
        XCTAssertEqual(rates["EUR"], 0.91)
        XCTAssertEqual(client.requestCount, 1)
    }
}
