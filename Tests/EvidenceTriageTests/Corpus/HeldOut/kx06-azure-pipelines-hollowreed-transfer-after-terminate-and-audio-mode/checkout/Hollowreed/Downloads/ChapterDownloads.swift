import Foundation

final class ChapterDownloads: NSObject, URLSessionDownloadDelegate {
    static let sessionID = "com.hollowreed.app.chapters"
    lazy var session: URLSession = {
        let config = URLSessionConfiguration.background(withIdentifier: Self.sessionID)
        config.sessionSendsLaunchEvents = true
        return URLSession(configuration: config, delegate: self, delegateQueue: nil)
    }()
    var status: [String: String] = [:]
    var chapterForTask: [Int: String] = [:]

    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {
        // moves into Library/Chapters (elided)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        guard let error = error as NSError?, let chapter = chapterForTask[task.taskIdentifier] ?? task.taskDescription else { return }
        let reason = (error.userInfo[NSURLErrorBackgroundTaskCancelledReasonKey] as? Int).map { "NSURLErrorBackgroundTaskCancelledReasonKey=\($0)" } ?? ""
        NSLog("[Downloads] task %lu (%@) completed with error %@ %ld \"cancelled\" %@ (user force-quit the app)", task.taskIdentifier, chapter, error.domain, error.code, reason)
        status[chapter] = "Failed"
    }
}
