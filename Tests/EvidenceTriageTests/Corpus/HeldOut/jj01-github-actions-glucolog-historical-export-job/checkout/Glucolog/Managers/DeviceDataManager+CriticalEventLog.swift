//
//  DeviceDataManager+CriticalEventLog.swift
//  Glucolog
//

import BackgroundTasks
import Foundation
import os.log

extension Notification.Name {
    static let criticalEventLogHistoricalExportDidRun = Notification.Name("GlucologCriticalEventLogHistoricalExportDidRun")
}

extension DeviceDataManager {
    static let criticalEventLogHistoricalExportBackgroundTaskIdentifier = "com.harbisonlabs.glucolog.cel-historical-export"

    public static func registerCriticalEventLogHistoricalExportBackgroundTask(_ handler: @escaping (BGProcessingTask) -> Void) -> Bool {
        let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: criticalEventLogHistoricalExportBackgroundTaskIdentifier, using: nil) { handler($0 as! BGProcessingTask) }
        DiagnosticRecorder.shared.record(identifier: criticalEventLogHistoricalExportBackgroundTaskIdentifier, kind: .processing, phase: .registration,
                                         outcome: registered ? .succeeded : .failed, error: nil)
        return registered
    }

    public func handleCriticalEventLogHistoricalExportBackgroundTask(_ task: BGProcessingTask) {
        dispatchPrecondition(condition: .notOnQueue(.main))
        DiagnosticRecorder.shared.record(identifier: task.identifier, kind: .processing, phase: .launch, outcome: .succeeded, error: nil)

        scheduleCriticalEventLogHistoricalExportBackgroundTask(isRetry: true)

        let exporter = criticalEventLogExportManager.createHistoricalExporter()

        task.expirationHandler = {
            self.log.default("Invoked critical event log historical export background task expiration handler - cancelling exporter")
            exporter.cancel()
        }

        DispatchQueue.global(qos: .background).async {
            exporter.export() { error in
                if let error = error {
                    self.log.error("Critical event log historical export errored: %{public}@", String(describing: error))
                }
                self.scheduleCriticalEventLogHistoricalExportBackgroundTask(isRetry: error != nil && !exporter.isCancelled)
                task.setTaskCompleted(success: error == nil)
                NotificationCenter.default.post(name: .criticalEventLogHistoricalExportDidRun, object: nil)
                self.log.default("Completed critical event log historical export background task")
            }
        }
    }

    public func scheduleCriticalEventLogHistoricalExportBackgroundTask(isRetry: Bool = false) {
        do {
            let earliestBeginDate = isRetry ? criticalEventLogExportManager.retryExportHistoricalDate() : criticalEventLogExportManager.nextExportHistoricalDate()
            let request = BGProcessingTaskRequest(identifier: Self.criticalEventLogHistoricalExportBackgroundTaskIdentifier)
            request.earliestBeginDate = earliestBeginDate
            request.requiresExternalPower = true

            try BGTaskScheduler.shared.submit(request)
            DiagnosticRecorder.shared.record(identifier: request.identifier, kind: .processing, phase: .submission, outcome: .succeeded, error: nil)

            log.default("Scheduled critical event log historical export background task: %{public}@", ISO8601DateFormatter().string(from: earliestBeginDate))
        } catch let error {
            DiagnosticRecorder.shared.record(identifier: Self.criticalEventLogHistoricalExportBackgroundTaskIdentifier, kind: .processing, phase: .submission,
                                             outcome: .failed, error: error)
            #if IOS_SIMULATOR
            log.debug("Failed to schedule critical event log export background task due to running on simulator")
            #else
            log.error("Failed to schedule critical event log export background task: %{public}@", String(describing: error))
            #endif
        }
    }
}
