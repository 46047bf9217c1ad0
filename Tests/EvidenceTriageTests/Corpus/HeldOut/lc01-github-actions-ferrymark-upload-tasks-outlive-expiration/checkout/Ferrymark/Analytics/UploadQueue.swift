import Foundation
import UIKit

/// What UploadQueue needs from UIApplication (a fake in tests).
protocol BackgroundTaskProviding: AnyObject {
    func beginBackgroundTask(withName name: String?, expirationHandler: (() -> Void)?) -> UIBackgroundTaskIdentifier
    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier)
}
extension UIApplication: BackgroundTaskProviding {}

protocol UploadSessionTask: AnyObject {
    func resume()
    func suspend()
    func cancel()
}

/// Uploads batched analytics events; every upload holds a UIKit background task so a flush
/// started on didEnterBackground can finish.
final class UploadQueue {
    struct UploadTaskInfo {
        let url: URL
        let task: UploadSessionTask
        var taskID: UIBackgroundTaskIdentifier = .invalid
        var cleanup: (() -> Void)?
    }

    private let app: BackgroundTaskProviding
    private(set) var pending: [UploadTaskInfo] = []
    var pendingTaskCount: Int { pending.count }

    init(app: BackgroundTaskProviding) { self.app = app }

    func start(url: URL, task: UploadSessionTask) {
        var info = UploadTaskInfo(url: url, task: task)
        // `info` is a value type: the expiration closure captures this copy, before
        // `cleanup` and `taskID` are assigned below.
        info.taskID = app.beginBackgroundTask(withName: "ferrymark.analytics.upload") { [info] in
            info.task.suspend()          // suspended, not cancelled: the upload lingers
            info.cleanup?()              // nil in this copy: endBackgroundTask is never reached
        }
        info.cleanup = { [app, id = info.taskID] in app.endBackgroundTask(id) }
        pending.append(info)
        task.resume()
    }

    /// Called by the session delegate when an upload finishes.
    func uploadFinished(url: URL) {
        // Finished uploads are only swept on the next flush() (see sweep()).
    }

    func flush() {
        sweep()
    }

    private func sweep() {
        for info in pending { info.cleanup?() }
        pending.removeAll()
    }
}
