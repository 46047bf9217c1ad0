import Foundation

/// Per-download state that must survive a full process relaunch.
final class BackgroundDownloadStore {
    private let directory: URL
    init(directory: URL) { self.directory = directory }

    // Keyed by URLSessionTask.taskIdentifier, which is only unique within one session
    // instance: after a relaunch the recreated session's tasks are looked up under a key
    // generation the store never wrote.
    private func key(for task: DownloadTaskProtocol) -> String { "task-\(task.taskIdentifier)-g\(task.sessionGeneration)" }

    func didSchedule(_ task: DownloadTaskProtocol) throws {
        try write(State(url: task.url, phase: .downloading), key: key(for: task))
    }

    func state(for task: DownloadTaskProtocol) throws -> State? { try read(key: key(for: task)) }

    func didFinish(_ task: DownloadTaskProtocol, location: URL) {
        BackgroundDownloads.emit(.completed(task.url, location))
    }

    func didComplete(_ task: DownloadTaskProtocol, error: Error?) {
        if let error { BackgroundDownloads.emit(.failed(task.url, error)); return }
        BackgroundDownloads.emit(.completed(task.url, nil))     // second .completed for the same task
    }
}
