import Testing
@testable import Sorrel

@Suite struct DashboardRefreshTests {
    @Test func cancellingRefreshStopsPolling() async throws {
        let poller = RecordingPoller(interval: .milliseconds(10), maxPolls: 20)
        let refresh = DashboardRefresher(loader: HangingNavigationLoader(), poller: poller)
        let task = Task { try await refresh.refresh(mode: .background) }
        try await poller.waitForPolls(2)
        task.cancel()
        try await Task.sleep(for: .milliseconds(60))
        #expect(poller.pollCount <= 2)
    }

    @Test func timeoutSkipsImmediateBackgroundRetry() async throws {
        let loader = TimingOutLoader()
        let refresh = DashboardRefresher(loader: loader, poller: RecordingPoller(interval: .milliseconds(1), maxPolls: 1))
        _ = try? await refresh.refresh(mode: .background)
        #expect(loader.backgroundAttempts == 1)
    }

    @Test func manualRetryAfterTimeout() async throws {
        let loader = TimingOutLoader()
        let refresh = DashboardRefresher(loader: loader, poller: RecordingPoller(interval: .milliseconds(1), maxPolls: 1))
        _ = try? await refresh.refresh(mode: .manual)
        #expect(loader.manualAttempts == 2)
    }
}
