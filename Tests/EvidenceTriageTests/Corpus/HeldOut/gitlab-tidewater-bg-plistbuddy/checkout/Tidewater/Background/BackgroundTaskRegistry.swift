import BackgroundTasks
import Foundation

enum TidewaterTask: String, CaseIterable {
    case tideCacheRebuild = "com.tidewater.app.tidecache.rebuild"   // BGProcessingTask
    case alertsRefresh = "com.tidewater.app.alerts.refresh"         // BGAppRefreshTask
}

/// Registers every launch handler from application(_:didFinishLaunchingWithOptions:).
final class BackgroundTaskRegistry {
    static let shared = BackgroundTaskRegistry()

    private(set) var registered: Set<TidewaterTask> = []
    private let recorder = DiagnosticsRecorder.shared

    func registerAll(using scheduler: BGTaskScheduler = .shared,
                     rebuild: @escaping (BGProcessingTask) -> Void,
                     alerts: @escaping (BGAppRefreshTask) -> Void) {
        register(.tideCacheRebuild, kind: .processing, scheduler: scheduler) { rebuild($0 as! BGProcessingTask) }
        register(.alertsRefresh, kind: .appRefresh, scheduler: scheduler) { alerts($0 as! BGAppRefreshTask) }
    }

    func didRegister(_ task: TidewaterTask) -> Bool { registered.contains(task) }

    private func register(_ task: TidewaterTask, kind: DiagnosticsRecorder.TaskKind,
                          scheduler: BGTaskScheduler, handler: @escaping (BGTask) -> Void) {
        let ok = scheduler.register(forTaskWithIdentifier: task.rawValue, using: nil, launchHandler: handler)
        NSLog("[BGTask] register(%@) -> %@", task.rawValue, ok ? "true" : "false")
        recorder.record(identifier: task.rawValue, kind: kind, phase: .registration,
                        outcome: ok ? .succeeded : .failed,
                        errorType: ok ? nil : "BGTaskScheduler.register.returnedFalse")
        if ok { registered.insert(task) }
    }
}
