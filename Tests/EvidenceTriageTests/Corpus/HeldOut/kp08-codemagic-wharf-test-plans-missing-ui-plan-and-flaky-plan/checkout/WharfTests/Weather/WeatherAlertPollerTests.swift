import XCTest
@testable import Wharf

/// Runs only in the Wharf-Flaky test plan (retry on failure): the backoff uses a real 0.5 s timer.
final class WeatherAlertPollerTests: XCTestCase {
    func testPollsAgainAfterBackoff() {
        let api = CountingWeatherAPI()
        let poller = WeatherAlertPoller(api: api, backoff: 0.5)
        poller.start()
        let polledTwice = expectation(description: "polled twice")
        api.onPoll = { if api.count == 2 { polledTwice.fulfill() } }
        wait(for: [polledTwice], timeout: 1.0)
    }
}
