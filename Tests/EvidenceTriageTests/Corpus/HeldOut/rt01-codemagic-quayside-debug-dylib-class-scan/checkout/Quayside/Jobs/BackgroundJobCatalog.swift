import BackgroundTasks
import ObjectiveC

/// Background jobs are discovered the same way routes are: every `BackgroundJob`
/// subclass compiled into the app image registers its own BGTask identifier.
@objc class BackgroundJob: NSObject {
    class var identifier: String { fatalError("subclass") }
    class var kind: TaskKind { .appRefresh }
    class func run(_ task: BGTask) { task.setTaskCompleted(success: true) }
}

final class BackgroundJobCatalog {
    static let shared = BackgroundJobCatalog()
    private(set) var registeredIdentifiers: [String] = []

    func discoverAndRegister(recorder: DiagnosticRecorder) {
        var types: [BackgroundJob.Type] = []
        if let image = Bundle.main.executablePath {
            var count: UInt32 = 0
            if let names = objc_copyClassNamesForImage(image, &count) {
                for i in 0..<Int(count) {
                    if let cls = NSClassFromString(String(cString: names[i])) as? BackgroundJob.Type,
                       cls != BackgroundJob.self {
                        types.append(cls)
                    }
                }
                free(names)
            }
        }
        NSLog("[Jobs] discovered %d BackgroundJob types", types.count)
        for job in types {
            let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: job.identifier, using: nil) { task in
                job.run(task)
            }
            recorder.record(job.identifier, kind: job.kind, phase: .registration, ok: ok)
            if ok { registeredIdentifiers.append(job.identifier) }
        }
    }
}

final class TimetableRefreshJob: BackgroundJob {
    override class var identifier: String { "com.quayside.app.timetable-refresh" }
    override class func run(_ task: BGTask) {
        TimetableStore.shared.refresh { ok in task.setTaskCompleted(success: ok) }
    }
}
