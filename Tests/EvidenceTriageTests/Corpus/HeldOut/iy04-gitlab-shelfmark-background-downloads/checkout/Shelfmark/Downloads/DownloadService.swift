import Foundation

enum DownloadState: Equatable {
    case queued, downloading, paused, completed
    case failed(String)
}

protocol DownloadStateStore: AnyObject {
    func state(for archiveID: UUID) -> DownloadState?
    func setState(_ state: DownloadState, for archiveID: UUID)
    func saveResumeData(_ data: Data?, for archiveID: UUID)
}

/// Downloads library archives (often several GB) on a background URLSession so
/// transfers continue in nsurlsessiond while Shelfmark is suspended.
final class DownloadService: NSObject, URLSessionDownloadDelegate {
    static let sessionIdentifier = "com.shelfmark.reader.downloads"
    static let shared = DownloadService(store: DownloadRecordStore.shared)

    private let store: DownloadStateStore
    private let bookkeeping = DispatchQueue(label: "com.shelfmark.reader.downloads.bookkeeping")
    private var tasks: [UUID: URLSessionDownloadTask] = [:]

    lazy var session: URLSession = {
        let configuration = URLSessionConfiguration.background(withIdentifier: Self.sessionIdentifier)
        configuration.allowsCellularAccess = true
        configuration.isDiscretionary = false
        configuration.sessionSendsLaunchEvents = true
        return URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
    }()

    init(store: DownloadStateStore) {
        self.store = store
    }

    func start(archiveID: UUID, url: URL) {
        store.setState(.downloading, for: archiveID)
        // Build the task off the main thread: looking up saved resume data hits the disk.
        bookkeeping.async {
            let task = self.makeTask(archiveID: archiveID, url: url)
            DispatchQueue.main.async {
                self.tasks[archiveID] = task
                task.resume()
            }
        }
    }

    private func makeTask(archiveID: UUID, url: URL) -> URLSessionDownloadTask {
        let task: URLSessionDownloadTask
        if let resumeData = ResumeDataCache.shared.data(for: archiveID) {
            task = session.downloadTask(withResumeData: resumeData)
        } else {
            task = session.downloadTask(with: url)
        }
        task.taskDescription = archiveID.uuidString
        return task
    }

    func pause(archiveID: UUID) {
        guard let task = tasks[archiveID] else {
            assertionFailure("there should be a download task for: \(archiveID)")
            return
        }
        task.cancel { resumeData in
            self.store.saveResumeData(resumeData, for: archiveID)
            self.store.setState(.paused, for: archiveID)
        }
    }

    // MARK: URLSessionDownloadDelegate

    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {
        guard let id = downloadTask.taskDescription.flatMap(UUID.init(uuidString:)) else { return }
        Log.downloads.info("didFinishDownloadingTo \(location.lastPathComponent) archive=\(id)")
        ArchiveImporter.shared.importArchive(at: location, id: id)
        store.setState(.completed, for: id)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        guard let id = task.taskDescription.flatMap(UUID.init(uuidString:)), let error = error as NSError? else { return }
        Log.downloads.error("task \(task.taskIdentifier) completed with error: \(error)")
        if error.domain == NSURLErrorDomain, error.code == NSURLErrorCancelled {
            // Cancelled by pause/cancel in the UI; pause(archiveID:) already stored the resume data.
            return
        }
        store.setState(.failed(error.localizedDescription), for: id)
    }

    func urlSessionDidFinishEvents(forBackgroundURLSession session: URLSession) {
        DispatchQueue.main.async {
            AppDelegate.shared?.backgroundSessionCompletionHandler?()
            AppDelegate.shared?.backgroundSessionCompletionHandler = nil
        }
    }
}
