import Foundation

/// Sends batches. The HTTP layer is abstracted (HTTPSession / DataTask) so tests can stub it.
final class Uploader {
    private let session: HTTPSession
    private var running: [Int: UploadTaskInfo] = [:]

    init(session: HTTPSession) {
        self.session = session
    }

    func upload(batch: Batch, to url: URL) async throws -> Int {
        try await withCheckedThrowingContinuation { continuation in
            var taskRef: (any DataTask)?
            let task = session.dataTask(with: URLRequest.batch(batch, url: url)) { [weak self] _, response, error in
                if let id = taskRef?.taskIdentifier { self?.finish(id) }
                if let error { continuation.resume(throwing: error) }
                else { continuation.resume(returning: (response as? HTTPURLResponse)?.statusCode ?? 0) }
            }
            taskRef = task
            running[task.taskIdentifier] = UploadTaskInfo(url: url, task: task)
            task.resume()
        }
    }

    private func finish(_ id: Int) {
        running.removeValue(forKey: id)?.cleanup?()
    }
}
