import Foundation

/// Owns the app's background URLSession for episode downloads.
///
/// There must be exactly one URLSession per background identifier in a process
/// (nsurlsessiond ties the identifier to one session object).
final class EpisodeDownloader: NSObject {
    static let sessionIdentifier = "com.gullwingaudio.gullwing.episode-downloads"
    static let shared = EpisodeDownloader()

    private let sessionFactory: SessionMaking
    private let store: DownloadStore
    private(set) var sessionsCreated = 0
    var backgroundEventsCompletion: (() -> Void)?

    // Since 4.12 both the Up Next prefetcher (on `UpNextPrefetcher.queue`) and the
    // episode screen (main queue) call `enqueue(_:)`; whichever runs first creates
    // the session.
    private(set) lazy var backgroundSession: URLSession = {
        sessionsCreated += 1
        let config = URLSessionConfiguration.background(withIdentifier: Self.sessionIdentifier)
        config.sessionSendsLaunchEvents = true
        config.isDiscretionary = false
        DLog.downloads("session created (#\(sessionsCreated)) for identifier \(Self.sessionIdentifier)")
        return sessionFactory.makeSession(configuration: config, delegate: self)
    }()

    init(sessionFactory: SessionMaking = URLSessionFactory(), store: DownloadStore = .shared) {
        self.sessionFactory = sessionFactory
        self.store = store
        super.init()
    }

    func enqueue(_ episode: Episode) {
        let task = backgroundSession.downloadTask(with: episode.enclosureURL)
        task.taskDescription = episode.id
        store.markQueued(episode.id)
        DLog.downloads("enqueued \(episode.id) task=\(task.taskIdentifier)")
        task.resume()
    }
}

extension EpisodeDownloader: URLSessionDownloadDelegate {
    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask,
                    didFinishDownloadingTo location: URL) {
        guard let id = downloadTask.taskDescription else { return }
        do {
            try store.moveDownloadedFile(from: location, episodeID: id)
            DLog.downloads("finished \(id)")
            NotificationCenter.default.post(name: .episodeDownloadFinished, object: id)
        } catch {
            DLog.downloads("move failed for \(id): \(error)")
            store.markFailed(id)
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        guard let error, let id = task.taskDescription else { return }
        DLog.downloads("task failed \(id): \(error.localizedDescription)")
        store.markFailed(id)
    }

    func urlSessionDidFinishEvents(forBackgroundURLSession session: URLSession) {
        DispatchQueue.main.async { [weak self] in
            self?.backgroundEventsCompletion?()
            self?.backgroundEventsCompletion = nil
        }
    }
}
