import BackgroundTasks
import EvidenceRecorder
import Foundation

extension Notification.Name {
    static let nightlySyncDidLaunch = Notification.Name("NightlySyncDidLaunch")
}

enum BackgroundTasks {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let nightlySync = try! TaskIdentifier("com.fieldbook.sync.nightly")

    /// From application(_:didFinishLaunchingWithOptions:), before it returns.
    static func registerAll(makeJob: @escaping @Sendable () -> JournalSyncJob) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: nightlySync.rawValue, using: nil) { task in
            try? recorder.record(nightlySync, kind: .processing, phase: .launch, outcome: .succeeded)
            NotificationCenter.default.post(name: .nightlySyncDidLaunch, object: nil)
            let work = Task {
                do {
                    try await makeJob().run()
                    try? recorder.record(nightlySync, kind: .processing, phase: .completion, outcome: .succeeded)
                    task.setTaskCompleted(success: true)
                } catch {
                    try? recorder.record(nightlySync, kind: .processing, phase: .completion, outcome: .failed, error: ErrorType(error))
                    task.setTaskCompleted(success: false)
                }
            }
            task.expirationHandler = {
                work.cancel()
                try? recorder.record(nightlySync, kind: .processing, phase: .expiration, outcome: .cancelled)
            }
        }
        try? recorder.record(nightlySync, kind: .processing, phase: .registration,
                             outcome: ok ? .succeeded : .failed,
                             error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    static func scheduleNightlySync(earliestBegin: Date) throws {
        let request = BGProcessingTaskRequest(identifier: nightlySync.rawValue)
        request.earliestBeginDate = earliestBegin
        request.requiresNetworkConnectivity = true
        do {
            try BGTaskScheduler.shared.submit(request)
            NSLog("[bg] submitted %@ earliestBegin=%@", nightlySync.rawValue, earliestBegin as NSDate)
            try? recorder.record(nightlySync, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(nightlySync, kind: .processing, phase: .submission, outcome: .failed, error: ErrorType(error))
            throw error
        }
    }
}
