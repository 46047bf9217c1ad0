import BackgroundTasks
import Foundation

enum TideRefresh {
    static let identifier = "com.brackenridge.tides.refresh"

    static func makeRequest(now: Date = .now) -> BGAppRefreshTaskRequest {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = now.addingTimeInterval(30 * 60)
        return request
    }

    static func schedule() {
        do {
            try BGTaskScheduler.shared.submit(makeRequest())
        } catch {
            NSLog("[tides] could not schedule %@: %@", identifier, String(describing: error))
        }
    }

    static func handle(_ task: BGAppRefreshTask) {
        schedule()
        let op = TideDownloadOperation(stations: StationStore.shared.favourites)
        task.expirationHandler = { op.cancel() }
        op.completionBlock = { task.setTaskCompleted(success: !op.isCancelled && op.error == nil) }
        TideQueue.shared.addOperation(op)
    }
}
