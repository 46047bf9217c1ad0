import UIKit

final class DiskCache {
    private let directory: URL
    private let application: BackgroundTaskApplication
    private let queue = DispatchQueue(label: "org.heronhealth.diskcache.trim")

    init(directory: URL, application: BackgroundTaskApplication = UIApplication.shared) {
        self.directory = directory
        self.application = application
    }

    /// Trims on a background queue; asks for background time so a trim started on backgrounding can finish.
    func trimToSize(_ limit: Int) {
        var taskID = UIBackgroundTaskIdentifier.invalid
        taskID = application.beginBackgroundTask(withName: "DiskCache.trim") { [taskID] in
            self.application.endBackgroundTask(taskID)
        }
        queue.async {
            self.removeLeastRecentlyUsed(until: limit)
            self.application.endBackgroundTask(taskID)
        }
    }
}
