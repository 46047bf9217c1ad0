import Foundation
import BackgroundTasks

/// Runs the two background jobs: the article refresh (BGAppRefreshTask) and
/// the saved-articles sync (BGProcessingTask). Both report back here.
final class BackgroundRefreshCoordinator {
    enum Kind { case articleRefresh, savedSync }

    var articles: ArticleRefreshing = ArticleService.shared
    var saved: SavedSyncing = SavedArticlesSync.shared
    var scheduler: TaskSubmitting = BGTaskScheduler.shared

    /// The task currently being worked on.
    private var pendingTask: CompletableTask?

    func handle(_ task: CompletableTask, kind: Kind) {
        pendingTask = task
        task.expirationHandler = { [weak self] in self?.finish(success: false) }
        switch kind {
        case .articleRefresh:
            articles.refreshFeatured { [weak self] ok in self?.finish(success: ok) }
        case .savedSync:
            saved.sync { [weak self] ok in self?.finish(success: ok) }
        }
    }

    private func finish(success: Bool) {
        pendingTask?.setTaskCompleted(success: success)
    }

    func scheduleArticleRefresh() {
        let request = BGAppRefreshTaskRequest(identifier: BackgroundIDs.articleRefresh)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 2 * 60 * 60)
        submit(request, kind: .appRefresh)
    }

    func scheduleSavedSync() {
        let request = BGProcessingTaskRequest(identifier: BackgroundIDs.savedSync)
        request.requiresNetworkConnectivity = true
        submit(request, kind: .processing)
    }

    private func submit(_ request: BGTaskRequest, kind: Diagnostics.Kind) {
        do {
            try scheduler.submit(request)
            Diagnostics.submission(request.identifier, kind: kind, error: nil)
        } catch {
            FolioLog.background.error("submit \(request.identifier) failed: \(error)")
            Diagnostics.submission(request.identifier, kind: kind, error: error)
        }
    }
}

protocol CompletableTask: AnyObject {
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}
extension BGTask: CompletableTask {}

protocol TaskSubmitting { func submit(_ taskRequest: BGTaskRequest) throws }
extension BGTaskScheduler: TaskSubmitting {}
