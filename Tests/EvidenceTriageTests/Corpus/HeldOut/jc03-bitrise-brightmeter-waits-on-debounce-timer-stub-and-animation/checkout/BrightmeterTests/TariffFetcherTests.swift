import XCTest
@testable import Brightmeter

final class TariffFetcherTests: XCTestCase {
    override func setUp() {
        StubURLProtocol.register(path: "/v2/tariffs", json: "tariffs-economy7")
    }

    override func tearDown() {
        StubURLProtocol.reset()
    }

    func testBackgroundTariffFetchStoresRates() {
        let store = InMemoryTariffStore()
        let saved = expectation(description: "tariff rates stored")
        store.onSave = { _ in saved.fulfill() }
        let fetcher = TariffFetcher(session: .stubbed, store: store)
        Task { await fetcher.fetch(account: "A-1001") }
        wait(for: [saved], timeout: 10)
    }
}
