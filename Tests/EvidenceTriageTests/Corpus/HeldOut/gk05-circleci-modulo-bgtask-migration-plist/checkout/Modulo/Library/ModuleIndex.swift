import Foundation

/// The "Latest" list: the newest modules from the archive, newest first.
final class ModuleIndex {
    private(set) var latest: [ModuleSummary] = []
    private(set) var lastRefresh: Date?

    /// Merges a page fetched by LatestRefreshJob.
    func mergeLatest(_ page: [ModuleSummary], fetchedAt: Date) {
        latest = (page + latest).sorted { $0.added > $1.added }
        lastRefresh = fetchedAt
    }
}
