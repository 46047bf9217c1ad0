import Foundation

/// Remembers which episode each background download belongs to, so that when
/// the system relaunches the app for a finished transfer we can file it.
final class EpisodeDownloadStore {
    private let defaults: UserDefaults
    private let key = "episodeDownloads.v2"

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    private var table: [String: String] {
        get { defaults.dictionary(forKey: key) as? [String: String] ?? [:] }
        set { defaults.set(newValue, forKey: key) }
    }

    /// Called right after `session.downloadTask(with:)`.
    func register(_ task: URLSessionTask, episodeID: String) {
        guard let url = task.originalRequest?.url else { return }
        table[url.absoluteString] = episodeID
    }

    /// Called from the background session delegate, possibly in a fresh process
    /// after the system relaunched the app for this session.
    func episodeID(for task: URLSessionTask) -> String? {
        // The task object is recreated by the system on relaunch; the URL is the
        // only thing we get back from it.
        guard let url = task.currentRequest?.url else { return nil }
        return table[url.absoluteString]
    }

    func forget(_ task: URLSessionTask) {
        guard let url = task.originalRequest?.url else { return }
        table[url.absoluteString] = nil
    }
}
