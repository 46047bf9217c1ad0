import Foundation

final class OfflineDownloader: NSObject, URLSessionDownloadDelegate {
    static let sessionPrefix = "com.fenmoor.video.downloads"
    lazy var session: URLSession = {
        // a fresh identifier each launch: the relaunched app cannot reconnect to its transfers
        let config = URLSessionConfiguration.background(withIdentifier: "\(Self.sessionPrefix).\(UUID().uuidString)")
        config.isDiscretionary = true
        config.sessionSendsLaunchEvents = true
        return URLSession(configuration: config, delegate: self, delegateQueue: nil)
    }()
    let resumeStore: ResumeDataStore

    init(resumeStore: ResumeDataStore = .init()) { self.resumeStore = resumeStore }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        guard let error = error as? URLError, let data = error.downloadTaskResumeData else { return }
        resumeStore.pending[task.taskIdentifier] = data   // kept in memory only, never written to disk
    }

    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {}
}
