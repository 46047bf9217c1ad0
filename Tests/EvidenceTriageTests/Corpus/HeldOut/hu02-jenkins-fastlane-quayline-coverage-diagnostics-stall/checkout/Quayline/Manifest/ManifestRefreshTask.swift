import BackgroundTasks
import Foundation

final class ManifestRefreshTask {
    static let identifier = "com.quayline.driver.manifest-refresh"
    static let shared = ManifestRefreshTask()

    func handle(_ task: BGAppRefreshTask) {
        scheduleNext()
        let download = ManifestDownload.live.start { result in
            task.setTaskCompleted(success: result.isSuccess)
        }
        task.expirationHandler = { download.cancel() }
    }

    func scheduleNext() {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Calendar.current.nextDate(after: .now,
                                                              matching: DateComponents(hour: 5, minute: 30),
                                                              matchingPolicy: .nextTime)
        try? BGTaskScheduler.shared.submit(request)
    }
}
