import BackgroundTasks
import Foundation

enum ChainSyncScheduler {
    /// Overnight sync downloads and trial-decrypts compact blocks: minutes of CPU and
    /// hundreds of MB. Ask for network and power; Wi-Fi-only is enforced by ChainSyncJob
    /// itself, because BGProcessingTaskRequest cannot ask for a kind of network.
    static func makeRequest(now: Date) -> BGProcessingTaskRequest {
        let request = BGProcessingTaskRequest(identifier: BackgroundTasks.chainSync.rawValue)
        request.requiresNetworkConnectivity = true
        request.requiresExternalPower = false
        request.earliestBeginDate = nextOvernightWindow(after: now)
        return request
    }

    static func nextOvernightWindow(after now: Date, calendar: Calendar = .current) -> Date {
        let today2am = calendar.date(bySettingHour: 2, minute: 0, second: 0, of: now)!
        return today2am > now ? today2am : calendar.date(byAdding: .day, value: 1, to: today2am)!
    }
}
