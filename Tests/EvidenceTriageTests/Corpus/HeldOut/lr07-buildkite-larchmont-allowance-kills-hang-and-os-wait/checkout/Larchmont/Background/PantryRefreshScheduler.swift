import BackgroundTasks
import Foundation

enum PantryRefreshScheduler {
    static let identifier = "com.larchmont.pantry.refresh"

    static func submit(after interval: TimeInterval = 15 * 60) throws {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        try BGTaskScheduler.shared.submit(request)
        NSLog("[PantryRefresh] submitted %@ earliestBegin=+%.0fs", identifier, interval)
    }
}
