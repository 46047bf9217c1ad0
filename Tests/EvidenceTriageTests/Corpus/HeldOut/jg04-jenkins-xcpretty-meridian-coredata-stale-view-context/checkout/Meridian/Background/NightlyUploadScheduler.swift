import BackgroundTasks

enum NightlyUploadScheduler {
    static let identifier = "com.meridian.field.nightly-upload"

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            NightlyUploadJob.run(task as! BGProcessingTask)
        }
        DiagnosticsRecorder.shared.record(identifier, kind: .processing, phase: .registration, ok: ok)
    }

    static func submit() throws {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.requiresNetworkConnectivity = true
        request.requiresExternalPower = true
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticsRecorder.shared.record(identifier, kind: .processing, phase: .submission, ok: true)
        } catch {
            DiagnosticsRecorder.shared.record(identifier, kind: .processing, phase: .submission, error: error)
            NSLog("[Upload] nightly-upload submit failed: %@", error as NSError)
            throw error
        }
    }
}
