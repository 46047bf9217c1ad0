import XCTest
import UIKit
@testable import Ledgerleaf

/// Exchange rates are refreshed by iOS background fetch (UIBackgroundModes: fetch).
final class ExchangeRateRefreshTests: XCTestCase {

    func testRefresherAppliesFetchedRates() async throws {
        let refresher = ExchangeRateRefresher(client: StubRatesClient(rates: ["EUR": 0.92]), store: InMemoryRateStore())
        let result = await refresher.performRefresh()
        XCTAssertEqual(result, .newData)
    }

    func testRefresherReportsNoDataWhenRatesUnchanged() async throws {
        let store = InMemoryRateStore(initial: ["EUR": 0.92])
        let refresher = ExchangeRateRefresher(client: StubRatesClient(rates: ["EUR": 0.92]), store: store)
        let result = await refresher.performRefresh()
        XCTAssertEqual(result, .noData)
    }

    func testBackgroundFetchDeliversWithinInterval() throws {
        let delivered = expectation(description: "system delivered background fetch")
        let probe = BackgroundFetchProbe.shared
        probe.onFetch = { delivered.fulfill() }

        // Ask iOS to wake us at the minimum interval and wait for the system to call
        // application(_:performFetchWithCompletionHandler:).
        UIApplication.shared.setMinimumBackgroundFetchInterval(60)
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)

        wait(for: [delivered], timeout: 120)
        XCTAssertGreaterThan(probe.fetchCount, 0)
    }
}
