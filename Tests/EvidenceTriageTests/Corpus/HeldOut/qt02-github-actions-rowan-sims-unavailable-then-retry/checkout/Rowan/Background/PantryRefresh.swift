import BackgroundTasks
import Foundation

final class PantryRefresh {
    static let shared = PantryRefresh()
    static let identifier = "com.rowanapp.rowan.pantryRefresh"

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            Task { await self.handle(task as! RefreshTasking, cache: .live, api: .live) }
        }
        DiagnosticsRecorder.shared.record(identifier: Self.identifier, kind: .appRefresh, phase: .registration,
                                          outcome: ok ? .succeeded : .failed,
                                          errorType: ok ? nil : "BGTaskScheduler.Error.notPermitted")
    }

    func handle(_ task: RefreshTasking, cache: PantryCaching, api: PantryAPI) async {
        guard !cache.items.isEmpty else {
            task.setTaskCompleted(success: false)
            return
        }
        do {
            let fresh = try await api.fetchItems(since: cache.lastUpdated)
            cache.merge(fresh)
            task.setTaskCompleted(success: true)
        } catch {
            task.setTaskCompleted(success: false)
        }
    }

    func resetForTesting() {}
}
