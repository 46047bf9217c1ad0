import XCTest
@testable import Alder

final class ExchangeRateCacheTests: XCTestCase {
    func testStaleRateRefetched() async throws {
        let api = StubRatesAPI(rates: [("USD", 31.42)])
        let cache = ExchangeRateCache(api: api, maxAge: 0.05)
        _ = try await cache.rate(for: "USD")

        try await Task.sleep(for: .milliseconds(60))
        _ = try await cache.rate(for: "USD")

        XCTAssertEqual(api.requests, 2)
    }
}
