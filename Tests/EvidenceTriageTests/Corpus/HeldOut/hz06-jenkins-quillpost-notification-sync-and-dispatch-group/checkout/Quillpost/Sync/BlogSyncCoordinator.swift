import Foundation

/// Runs from the notifications-refresh BGAppRefreshTask (and on pull to refresh): syncs the
/// pieces of every blog in parallel and completes the task when all of them are done.
final class BlogSyncCoordinator {
    static let shared = BlogSyncCoordinator(manager: .shared, editorSettings: .live, plans: .live)

    private let manager: ContextManager
    private let editorSettings: EditorSettingsService
    private let plans: PlanService

    init(manager: ContextManager, editorSettings: EditorSettingsService, plans: PlanService) {
        self.manager = manager
        self.editorSettings = editorSettings
        self.plans = plans
    }

    func handle(_ task: RefreshTask) {
        let group = DispatchGroup()
        var failures = 0
        for blogID in manager.allBlogIDs() {
            group.enter()
            editorSettings.syncEditorSettings(for: blogID, success: { group.leave() },
                                              failure: { _ in failures += 1; group.leave() })
            group.enter()
            plans.syncPlans(for: blogID, completion: { _ in group.leave() })
        }
        group.notify(queue: .main) {
            task.setTaskCompleted(success: failures == 0)
        }
    }
}
