import XCTest
@testable import Ledgerline

final class ExchangeRateClientTests: XCTestCase {
    func testFetchStoresRates() async throws {
        let transport = CountingTransport(response: .fixture("rates-eur.json"))
        let client = ExchangeRateClient(transport: transport)
        client.prefetch(base: "EUR")            // fire-and-forget, not awaited
        _ = try await client.rates(base: "EUR")
        XCTAssertGreaterThan(client.cachedRates.count, 0)
    }

    func testFetchUsesCachedRatesWhenOffline() async throws {
        let transport = CountingTransport.shared
        transport.reset()
        let client = ExchangeRateClient(transport: transport, cache: .fixture(base: "EUR"))
        transport.goOffline()
        _ = try await client.rates(base: "EUR")
        XCTAssertEqual(transport.requestCount, 1, "unexpected request count")
    }
}
