import Foundation

final class EpisodeDownloadManager: NSObject {
    private var observations: [Int: [NSKeyValueObservation]] = [:]
    private var progressByTask: [Int: Progress] = [:]
    let session: URLSession

    init(configuration: URLSessionConfiguration) {
        session = URLSession(configuration: configuration)
        super.init()
    }

    func track(_ task: URLSessionTask) {
        let progress = Progress(totalUnitCount: 0)
        progressByTask[task.taskIdentifier] = progress
        observe(task, \.countOfBytesReceived)
        observe(task, \.countOfBytesExpectedToReceive)
    }

    private func observe(_ task: URLSessionTask, _ key: KeyPath<URLSessionTask, Int64>) {
        let token = task.observe(key) { [weak self] t, _ in self?.update(t) }
        observations[task.taskIdentifier, default: []].append(token)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        progressByTask[task.taskIdentifier] = nil
        if error == nil {
            observations[task.taskIdentifier]?.forEach { $0.invalidate() }
        }
        // on failure the tokens stay registered on the task
    }
}
