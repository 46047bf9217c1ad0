import BackgroundTasks
import Foundation

enum TimesheetUploadTask {
    /// QS-902: renamed from "com.quarrystone.timesheet.upload" to match the Android worker tag.
    static let identifier = "com.quarrystone.timesheet-upload"

    @discardableResult
    static func register(uploader: TimesheetUploader) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            uploader.run(task as! BGProcessingTask)
        }
        if ok {
            BackgroundTaskRegistry.shared.didRegister(identifier)
        }
        NSLog("[Upload] register(%@) returned %@", identifier, ok ? "YES" : "NO")
        return ok
    }
}
