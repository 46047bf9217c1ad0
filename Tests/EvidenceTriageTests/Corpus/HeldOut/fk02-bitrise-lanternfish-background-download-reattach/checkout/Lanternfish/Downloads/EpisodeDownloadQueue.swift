import Foundation

/// The bits of URLSession the queue uses, so tests can hand it a fake background session.
protocol BackgroundDownloadSession: AnyObject {
    var identifier: String { get }
    func makeDownloadTask(with request: URLRequest) -> DownloadTaskHandle
    func allTasks() async -> [DownloadTaskHandle]
}

protocol DownloadTaskHandle: AnyObject {
    var taskDescription: String? { get set }
    func resume()
    func cancel()
}

struct PendingDownload: Codable, Equatable {
    let episodeID: String
    let url: URL
}

protocol PendingDownloadStore: AnyObject {
    func add(_ download: PendingDownload)
    func remove(episodeID: String)
    func pending() -> [PendingDownload]
}

/// Queues episode downloads on the app's background URLSession
/// ("app.lanternfish.downloads"). Downloads keep running in nsurlsessiond while the app
/// is suspended or terminated; when the app comes back (normal launch, or a relaunch for
/// application(_:handleEventsForBackgroundURLSession:completionHandler:)) the session
/// hands the still-running tasks back and `reattach()` rebuilds the bookkeeping.
final class EpisodeDownloadQueue {
    private let session: BackgroundDownloadSession
    private let store: PendingDownloadStore
    private(set) var tracked: [String: DownloadTaskHandle] = [:]

    init(session: BackgroundDownloadSession, store: PendingDownloadStore) {
        self.session = session
        self.store = store
    }

    func enqueue(episodeID: String, url: URL) {
        let download = PendingDownload(episodeID: episodeID, url: url)
        store.add(download)
        start(download)
    }

    /// Re-adopt tasks the system kept running, then restart anything still pending.
    func reattach() async {
        let running = await session.allTasks()
        for task in running {
            guard let id = task.taskDescription else { continue }
            tracked[id] = task
        }
        for download in store.pending() {
            start(download)
        }
    }

    func didFinish(episodeID: String) {
        tracked[episodeID] = nil
        store.remove(episodeID: episodeID)
    }

    private func start(_ download: PendingDownload) {
        let task = session.makeDownloadTask(with: URLRequest(url: download.url))
        task.taskDescription = download.episodeID
        tracked[download.episodeID] = task
        task.resume()
    }
}
