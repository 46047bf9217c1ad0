#if canImport(UIKit)
import UIKit

extension UploadTaskInfo {
    /// Holds a UIApplication background task for the lifetime of the upload.
    init(url: URL, task: URLSessionDataTask) {
        self.url = url
        self.task = task
        let application = BackgroundTasks.application
        var identifier = UIBackgroundTaskIdentifier.invalid
        identifier = application.beginBackgroundTask(withName: "Beacon upload") {
            task.cancel()
            application.endBackgroundTask(identifier)
        }
        self.backgroundTaskID = identifier.rawValue
        self.cleanup = { application.endBackgroundTask(identifier) }
    }
}
#endif
