import Foundation

@MainActor
final class TrackerStatsViewModel: ObservableObject {
    @Published private(set) var totalBlocked: Int = 0
    private let stats: PrivacyStatsProviding
    private var refreshTask: Task<Void, Never>?

    init(stats: PrivacyStatsProviding) { self.stats = stats }

    func refresh() {
        refreshTask?.cancel()
        refreshTask = Task.detached { [stats, weak self] in
            let count = await stats.fetchTotalCount()
            guard !Task.isCancelled else { return }
            await MainActor.run { self?.totalBlocked = count }
        }
    }
}
