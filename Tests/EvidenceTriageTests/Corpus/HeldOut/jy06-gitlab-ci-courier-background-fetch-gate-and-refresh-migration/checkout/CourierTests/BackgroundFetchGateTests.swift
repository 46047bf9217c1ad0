import XCTest
@testable import Courier

final class BackgroundFetchGateTests: XCTestCase {
    func testSecondFetchWithinAMinuteIsSkipped() {
        var clock: TimeInterval = 1_000
        let fetcher = BackgroundFetch(core: FakeCore(), app: FakeBackgroundTime(), now: { clock })
        clock += 120
        fetcher.performFetch { _ in }
        clock += 10
        var outcome: BackgroundFetch.Outcome?
        fetcher.performFetch { outcome = $0 }
        XCTAssertEqual(outcome, .skipped)
    }

    func testFirstFetchAfterColdLaunchRuns() {
        // iOS launches the app in the background for the refresh task; the fetch must run
        let clock: TimeInterval = 1_000
        let fetcher = BackgroundFetch(core: FakeCore(), app: FakeBackgroundTime(), now: { clock + 2 })
        let done = expectation(description: "fetch outcome")
        var outcome: BackgroundFetch.Outcome?
        fetcher.performFetch { outcome = $0; done.fulfill() }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(outcome?.rawValue, "fetched", "first background fetch after a cold launch was skipped by the once-a-minute gate")
    }
}
