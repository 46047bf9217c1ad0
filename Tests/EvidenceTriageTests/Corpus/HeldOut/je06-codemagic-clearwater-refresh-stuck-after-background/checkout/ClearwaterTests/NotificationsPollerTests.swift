@testable import Clearwater
import Testing

@MainActor
struct NotificationsPollerTests {
    @Test func pollRecordsTime() async {
        let poller = NotificationsPoller(api: FakeNotificationsAPI())
        await poller.poll()
        #expect(poller.lastPoll != nil)
    }

    @Test func stuckFetchIsAbandonedAfterTimeout() async {
        let clock = TestClock()
        let api = FakeNotificationsAPI(hang: true)
        let poller = NotificationsPoller(api: api, clock: clock)
        let stuck = Task { await poller.poll() }
        await api.waitForRequests(1)

        await clock.advance(by: .seconds(16))
        #expect(poller.isFetching == false, "a request frozen in the background must not block polling forever")
        stuck.cancel()
    }
}
