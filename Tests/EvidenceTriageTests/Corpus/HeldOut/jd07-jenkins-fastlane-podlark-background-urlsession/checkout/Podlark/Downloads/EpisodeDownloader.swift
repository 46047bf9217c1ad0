import Foundation

/// Foreground (default-session) downloader used for streaming-quality previews.
/// Supports pause/resume from the player's scrubber.
final class EpisodeDownloader: NSObject, URLSessionDataDelegate {
    private lazy var session = URLSession(configuration: .default, delegate: self, delegateQueue: nil)
    private var task: URLSessionDataTask?
    private(set) var received = 0
    private(set) var state: State = .idle
    var onProgress: ((Int, Int) -> Void)?
    var onStateChange: ((State) -> Void)?

    enum State: Equatable { case idle, running, paused, completed }

    func start(_ url: URL) {
        task = session.dataTask(with: url)
        state = .running
        task?.resume()
    }

    /// Pauses off the main thread so the scrubber never blocks.
    func pause() {
        DispatchQueue.global(qos: .background).async {
            guard let task = self.task, self.state == .running else {
                NSLog("[Download] pause ignored: %@ already %@", self.task?.originalRequest?.url?.lastPathComponent ?? "?", String(describing: self.state))
                return
            }
            task.suspend()
            self.state = .paused
            self.onStateChange?(.paused)
        }
    }

    func resume() {
        guard state == .paused else { return }
        task?.resume()
        state = .running
        onStateChange?(.running)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        received += data.count
        onProgress?(received, Int(dataTask.countOfBytesExpectedToReceive))
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        state = .completed
        NSLog("[Download] %@ finished %d/%lld", task.originalRequest?.url?.lastPathComponent ?? "?", received, task.countOfBytesExpectedToReceive)
        onStateChange?(.completed)
    }
}
