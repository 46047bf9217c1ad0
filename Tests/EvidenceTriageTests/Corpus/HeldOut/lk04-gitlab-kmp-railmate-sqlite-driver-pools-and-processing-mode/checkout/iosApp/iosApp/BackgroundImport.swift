import BackgroundTasks
import EvidenceRecorder
import shared

enum BackgroundImport {
    static let recorder = EvidenceRecorder(fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
        .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let id = try! TaskIdentifier("app.railmate.ios.timetable-import")

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: id.rawValue, using: nil) { task in
            TimetableImportRunner.shared.run(task: task as! BGProcessingTask)
        }
        try? recorder.record(id, kind: .processing, phase: .registration, outcome: ok ? .succeeded : .failed,
                             error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    static func schedule() throws {
        let request = BGProcessingTaskRequest(identifier: id.rawValue)
        request.requiresNetworkConnectivity = true
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(id, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(id, kind: .processing, phase: .submission, outcome: .failed, error: ErrorType(error))
            throw error
        }
    }
}
