import Foundation

actor DashboardRefresher {
    let loader: DashboardLoading
    let poller: Polling

    func refresh(mode: RefreshMode) async throws {
        do {
            try await loader.startNavigation()
        } catch is NavigationTimeout {
            try await loader.startNavigation()            // retried for background refreshes too
        }
        // Polling runs in a detached task that never sees the caller's cancellation.
        Task.detached { [poller] in
            for attempt in 1...poller.maxPolls {
                log.info("dashboard: poll \(attempt) of \(poller.maxPolls)")
                await poller.poll()
                try? await Task.sleep(for: poller.interval)
            }
        }
    }
}
