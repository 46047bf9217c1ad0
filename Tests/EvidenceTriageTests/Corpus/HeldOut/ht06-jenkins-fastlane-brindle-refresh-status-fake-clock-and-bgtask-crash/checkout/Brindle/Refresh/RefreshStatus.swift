import Foundation

/// Drives the "Updated …" line at the bottom of the timeline.
final class RefreshStatus {
    private let clock: Clock
    private(set) var lastAttempt: Date?
    private(set) var lastSuccessfulRefresh: Date?

    init(clock: Clock) { self.clock = clock }

    func refreshStarted() {
        lastAttempt = clock.now
        // The label reads lastSuccessfulRefresh; keep it current while a refresh runs.
        lastSuccessfulRefresh = clock.now
    }

    func refreshFinished(refreshedFeeds: Int, failedFeeds: Int) {
        if refreshedFeeds > 0 { lastSuccessfulRefresh = clock.now }
    }
}
