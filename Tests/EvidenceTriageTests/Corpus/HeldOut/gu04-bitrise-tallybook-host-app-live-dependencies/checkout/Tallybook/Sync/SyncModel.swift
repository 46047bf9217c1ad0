import Dependencies
import Foundation

@MainActor
final class SyncModel: ObservableObject {
    @Published private(set) var unreadCount = 0
    @Dependency(\.ledgerAPI) var ledgerAPI
    @Dependency(\.taskScheduler) var taskScheduler
    @Dependency(\.date.now) var now

    func syncNow() async {
        let changes = (try? await ledgerAPI.fetchChanges(nil)) ?? []
        unreadCount = changes.count
    }

    /// Runs from the BGAppRefreshTask handler; submits the next request first.
    func backgroundRefreshFired() async {
        taskScheduler.submitRefresh(now.addingTimeInterval(30 * 60))
        await syncNow()
    }
}
