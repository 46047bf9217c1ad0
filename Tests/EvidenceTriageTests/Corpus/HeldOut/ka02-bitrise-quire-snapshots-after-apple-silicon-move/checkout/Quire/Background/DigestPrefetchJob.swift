import BackgroundTasks
import Foundation

/// Work behind the com.quire.reader.digest-prefetch BGProcessingTask.
final class DigestPrefetchJob {
    private let downloader: IssueDownloading
    private let directory: URL
    private let fileManager: FileManager
    private var current: Task<Void, Error>?

    init(downloader: IssueDownloading, directory: URL, fileManager: FileManager = .default) {
        self.downloader = downloader
        self.directory = directory
        self.fileManager = fileManager
    }

    func run(issueIDs: [Int]) async throws {
        for id in issueIDs {
            try Task.checkCancellation()
            let partial = directory.appendingPathComponent("issue-\(id).partial")
            try await downloader.download(issue: id, to: partial)
            try fileManager.moveItem(at: partial, to: directory.appendingPathComponent("issue-\(id).json"))
        }
    }

    func start(issueIDs: [Int]) {
        current = Task { try await run(issueIDs: issueIDs) }
    }

    /// Called from the task's expirationHandler.
    func expire() {
        current?.cancel()
        // TODO: remove *.partial files left by the cancelled download
    }
}
