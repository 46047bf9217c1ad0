import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let refreshCoordinator = BackgroundRefreshCoordinator()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let refresh = BGTaskScheduler.shared.register(forTaskWithIdentifier: BackgroundIDs.articleRefresh, using: nil) { [refreshCoordinator] task in
            refreshCoordinator.handle(task as! BGAppRefreshTask, kind: .articleRefresh)
        }
        let saved = BGTaskScheduler.shared.register(forTaskWithIdentifier: BackgroundIDs.savedSync, using: nil) { [refreshCoordinator] task in
            refreshCoordinator.handle(task as! BGProcessingTask, kind: .savedSync)
        }
        FolioLog.background.info("registered \(BackgroundIDs.articleRefresh): \(refresh), \(BackgroundIDs.savedSync): \(saved)")
        Diagnostics.registration(BackgroundIDs.articleRefresh, kind: .appRefresh, ok: refresh)
        Diagnostics.registration(BackgroundIDs.savedSync, kind: .processing, ok: saved)

        LibraryMigrator.shared.migrateIfNeeded()
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        refreshCoordinator.scheduleArticleRefresh()
        // The saved-articles sync is requested when the user saves or
        // removes an article (SavedArticlesStore.didChange), not here.
    }
}

enum BackgroundIDs {
    static let articleRefresh = "com.folio.reader.article-refresh"
    static let savedSync = "com.folio.reader.saved-sync"
}
