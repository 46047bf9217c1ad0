import XCTest
@testable import Lanternfish

final class StatisticsSenderTests: XCTestCase {
    private var store: StatisticsStore!

    override func setUp() {
        store = StatisticsStore(defaults: UserDefaults(suiteName: #file)!)
        store.increment(.configRefreshCompleted)
        store.increment(.configRefreshCompleted)
        store.increment(.configRefreshExpired)
    }

    func testNothingSentWithoutPendingCounters() {
        let api = RecordingAPI()
        StatisticsSender(store: StatisticsStore(defaults: UserDefaults(suiteName: "empty")!), api: api)
            .sendPendingStatsIfNeeded()
        XCTAssertTrue(api.sent.isEmpty)
    }

    func testPendingStatsSentOnBecomeActive() {
        let sender = StatisticsSender(store: store, api: APIClient(session: .stubbed(status: 200)))
        sender.sendPendingStatsIfNeeded()
        XCTAssertTrue(store.pendingCounters().isEmpty, "counters should be cleared after a successful send")
    }
}
