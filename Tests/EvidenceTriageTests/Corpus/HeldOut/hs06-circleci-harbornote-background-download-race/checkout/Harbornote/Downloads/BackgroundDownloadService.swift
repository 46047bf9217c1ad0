import Foundation
import OSLog

enum BackgroundDownloadError: Error {
    case missingDestination
    case serverError(Int)
    case fileSystemError(Error)
}

/// Episode and attachment downloads on a background URLSession (one per identifier).
final class BackgroundDownloadService: NSObject, URLSessionDownloadDelegate, @unchecked Sendable {
    static let shared = BackgroundDownloadService(identifier: "com.harbornote.app.downloads")

    private let metaStore = DownloadMetaStore()
    private let logger = Logger(subsystem: "com.harbornote.app", category: "downloads")
    private var systemCompletionHandler: (() -> Void)?
    private var processing: [Task<Void, Never>] = []
    private(set) var session: URLSessionProtocol!

    init(identifier: String, sessionFactory: SessionFactory = .live) {
        super.init()
        session = sessionFactory.make(identifier: identifier, delegate: self)
    }

    func download(_ remote: URL, to destination: URL) async throws -> URL {
        try await withCheckedThrowingContinuation { continuation in
            Task {
                await metaStore.register(remote, destination: destination, continuation: continuation)
                session.downloadTask(with: remote).resume()
            }
        }
    }

    func storeSystemCompletionHandler(_ handler: @escaping () -> Void, for identifier: String) {
        systemCompletionHandler = handler
    }

    // MARK: URLSessionDownloadDelegate

    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {
        guard let remote = downloadTask.originalRequest?.url else { return }
        let status = (downloadTask.response as? HTTPURLResponse)?.statusCode ?? 0
        let work = Task { [metaStore, logger] in
            let (destination, continuation) = await metaStore.take(remote)
            guard let destination else {
                continuation?.resume(throwing: BackgroundDownloadError.missingDestination)
                return
            }
            guard status == 200 else {
                continuation?.resume(throwing: BackgroundDownloadError.serverError(status))
                return
            }
            do {
                try FileManager.default.moveItem(at: location, to: destination)
                continuation?.resume(returning: destination)
            } catch {
                logger.error("move failed: \(error.localizedDescription)")
                continuation?.resume(throwing: BackgroundDownloadError.fileSystemError(error))
            }
        }
        Task { @MainActor in self.processing.append(work) }
    }

    func urlSessionDidFinishEvents(forBackgroundURLSession session: URLSession) {
        Task { @MainActor in
            self.systemCompletionHandler?()
            self.systemCompletionHandler = nil
        }
    }
}
