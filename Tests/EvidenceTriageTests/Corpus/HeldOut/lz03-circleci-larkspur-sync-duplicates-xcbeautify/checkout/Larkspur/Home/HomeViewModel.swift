import Foundation

@MainActor
final class HomeViewModel: ObservableObject {
    @Published private(set) var isShowingSyncSpinner = false
    private let refreshStatus: BackgroundRefreshStatus
    private var lastUpdated: Date

    init(refreshStatus: BackgroundRefreshStatus, lastUpdated: Date) {
        self.refreshStatus = refreshStatus
        self.lastUpdated = lastUpdated
    }

    func sceneDidBecomeActive() {
        // A background refresh "in progress" hides the spinner, however long ago it started.
        isShowingSyncSpinner = refreshStatus.inProgressSince == nil && Date.now.timeIntervalSince(lastUpdated) > 60
    }
}
