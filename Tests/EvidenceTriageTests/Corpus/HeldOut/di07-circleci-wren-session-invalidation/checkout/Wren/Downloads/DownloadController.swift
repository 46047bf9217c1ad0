import Foundation

/// Background download used by the 'Start Download' demo screen. Calls finishTasksAndInvalidate()
/// once the download completes and shows 'Session invalidated' from urlSession(_:didBecomeInvalidWithError:).
final class DownloadController: NSObject, URLSessionDownloadDelegate {
    lazy var session = URLSession(configuration: .background(withIdentifier: "com.wrenreader.ios.downloads"), delegate: self, delegateQueue: .main)
    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {
        status = "Task completed"
        session.finishTasksAndInvalidate()
    }
    func urlSession(_ session: URLSession, didBecomeInvalidWithError error: Error?) { status = "Session invalidated" }
    @objc dynamic var status = ""
}
