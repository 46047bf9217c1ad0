import BackgroundTasks
import Foundation

enum WeeklyDigestBackgroundTask {
    /// Used by 4.11 and earlier (BGAppRefreshTask).
    static let legacyIdentifier = "com.quillpost.bgtask.weeklydigest"
    /// Used when `weeklyDigestProcessingTask` is on (BGProcessingTask).
    static let processingIdentifier = "com.quillpost.bgtask.weeklydigest.processing"

    static var identifier: String {
        FeatureFlag.weeklyDigestProcessingTask.enabled ? processingIdentifier : legacyIdentifier
    }

    static func registerLaunchHandler() {
        let id = identifier
        let kind: DiagnosticRecorder.TaskKind = id == processingIdentifier ? .processing : .appRefresh
        let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: id, using: nil) { task in
            DiagnosticRecorder.shared.record(identifier: task.identifier, kind: kind, phase: .launch, outcome: .succeeded)
            WeeklyDigestJob().run(task)
        }
        DiagnosticRecorder.shared.record(identifier: id, kind: kind, phase: .registration,
                                         outcome: registered ? .succeeded : .failed)
    }

    static func schedule(at date: Date) throws {
        let request: BGTaskRequest
        if FeatureFlag.weeklyDigestProcessingTask.enabled {
            let processing = BGProcessingTaskRequest(identifier: processingIdentifier)
            processing.requiresNetworkConnectivity = true
            request = processing
        } else {
            request = BGAppRefreshTaskRequest(identifier: legacyIdentifier)
        }
        request.earliestBeginDate = date
        try submit(request)
    }

    static func submit(_ request: BGTaskRequest) throws {
        let kind: DiagnosticRecorder.TaskKind = request is BGProcessingTaskRequest ? .processing : .appRefresh
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticRecorder.shared.record(identifier: request.identifier, kind: kind, phase: .submission, outcome: .succeeded)
        } catch {
            DiagnosticRecorder.shared.record(identifier: request.identifier, kind: kind, phase: .submission,
                                             outcome: .failed, error: error)
            throw error
        }
    }
}
