import Foundation

/// Receives background-session callbacks, including after the system relaunches the app.
final class UploadSessionDelegate: NSObject, URLSessionDataDelegate {
    private let store: UploadStateStore
    private var completions: [Int: (Result<Void, Error>) -> Void] = [:]
    var backgroundEventsCompletion: (() -> Void)?

    init(store: UploadStateStore) {
        self.store = store
    }

    func track(taskIdentifier: Int, completion: @escaping (Result<Void, Error>) -> Void) {
        completions[taskIdentifier] = completion
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        handleCompletion(taskIdentifier: task.taskIdentifier, description: task.taskDescription,
                         statusCode: (task.response as? HTTPURLResponse)?.statusCode, error: error)
    }

    func handleCompletion(taskIdentifier: Int, description: String?, statusCode: Int?, error: Error?) {
        guard let completion = completions.removeValue(forKey: taskIdentifier) else {
            print("[upload] completion for task \(taskIdentifier) has no tracked callback, ignoring")
            return
        }
        if let error {
            completion(.failure(error))
        } else if let statusCode, (200..<300).contains(statusCode) {
            completion(.success(()))
        } else {
            completion(.failure(URLError(.badServerResponse)))
        }
    }

    func urlSessionDidFinishEvents(forBackgroundURLSession session: URLSession) {
        DispatchQueue.main.async { [weak self] in
            self?.backgroundEventsCompletion?()
            self?.backgroundEventsCompletion = nil
        }
    }
}
