import BackgroundTasks
import Foundation

protocol RefreshTasking: AnyObject {
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}
extension BGAppRefreshTask: RefreshTasking {}

final class BackgroundRefreshCoordinator {
    private let podcasts: PodcastRefreshing
    private let downloads: DownloadManager
    private let log = FileLog.shared

    init(podcasts: PodcastRefreshing, downloads: DownloadManager) {
        self.podcasts = podcasts
        self.downloads = downloads
    }

    func handle(_ task: RefreshTasking) {
        log.write("Background refresh called")
        task.expirationHandler = { [podcasts] in
            podcasts.cancel()
            task.setTaskCompleted(success: false)
        }
        guard podcasts.hasSubscriptions else {
            log.write("Background refresh: no subscriptions, nothing to do")
            return
        }
        downloads.clearStuckDownloads()
        podcasts.refreshAll { result in
            switch result {
            case .success(let newEpisodes):
                self.log.write("Refresh complete found \(newEpisodes.count) new episodes")
                newEpisodes.filter(\.autoDownload).forEach(self.downloads.queueDownload)
                task.setTaskCompleted(success: true)
            case .failure(let error):
                self.log.write("Background refresh failed: \(error)")
                task.setTaskCompleted(success: false)
            }
        }
    }
}
