import Foundation

/// Downloads an offline tile pack while a BGProcessingTask is running.
final class OfflineMapDownloadJob {
    private let session: URLSession
    private let packsDir: URL
    private var task: URLSessionDownloadTask?

    init(session: URLSession, packsDir: URL) {
        self.session = session
        self.packsDir = packsDir
    }

    func partialURL(for region: String) -> URL { packsDir.appendingPathComponent("tiles-\(region).part") }
    func finalURL(for region: String) -> URL { packsDir.appendingPathComponent("tiles-\(region).pack") }

    func start(region: String, from url: URL, completion: @escaping (Result<URL, Error>) -> Void) {
        let partial = partialURL(for: region)
        FileManager.default.createFile(atPath: partial.path, contents: nil)
        task = session.downloadTask(with: url) { [packsDir] location, _, error in
            if let error = error { return completion(.failure(error)) }
            do {
                let dest = packsDir.appendingPathComponent("tiles-\(region).pack")
                try? FileManager.default.removeItem(at: dest)
                try FileManager.default.moveItem(at: location!, to: dest)
                try? FileManager.default.removeItem(at: partial)
                completion(.success(dest))
            } catch {
                completion(.failure(error))
            }
        }
        task?.resume()
    }

    /// Called from the BGProcessingTask expiration handler.
    func cancel() {
        task?.cancel()
    }
}
