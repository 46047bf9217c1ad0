import BackgroundTasks

enum BackgroundTasks {
    static let dedupe = "com.kestrel.app.photo-dedupe"

    static func register(using scheduler: TaskScheduling = BGTaskScheduler.shared) {
        let ok = scheduler.register(forTaskWithIdentifier: dedupe, using: nil) { task in
            PhotoDedupeRunner.shared.run(task as! BGProcessingTask)
        }
        DiagnosticRecorder.shared.record(dedupe, .processing, .registration, ok ? .succeeded : .failed)
    }
}
