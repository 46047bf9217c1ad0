import BackgroundTasks
import Foundation

enum BackupRequestBuilder {
    /// Overnight backup: only on power and network, not before 01:00.
    static func overnightRequest(now: Date, calendar: Calendar = .current) -> BGProcessingTaskRequest {
        let request = BGProcessingTaskRequest(identifier: PhotoBackupTask.identifier)
        request.requiresNetworkConnectivity = true
        request.requiresExternalPower = UserDefaults.standard.bool(forKey: "backupOnBatteryAllowed")
        request.earliestBeginDate = calendar.nextDate(after: now, matching: DateComponents(hour: 1), matchingPolicy: .nextTime)
        return request
    }
}
