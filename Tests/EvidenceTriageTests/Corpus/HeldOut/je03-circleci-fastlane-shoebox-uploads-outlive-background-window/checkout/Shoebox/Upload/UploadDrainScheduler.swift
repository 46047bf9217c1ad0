import BackgroundTasks
import Foundation

enum UploadDrainScheduler {
    static let identifier = "com.shoebox.backup.upload-drain"

    static func makeRequest(now: Date = Date()) -> BGProcessingTaskRequest {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.earliestBeginDate = now.addingTimeInterval(30 * 60)
        request.requiresExternalPower = true
        return request
    }
}
