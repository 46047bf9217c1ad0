import BackgroundTasks

enum TideRefresh {
    static let taskID = "com.corriemoor.tides.refresh"

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: taskID, using: nil) { task in
            TideRefreshJob(store: TideStore.shared).run(task as! BGAppRefreshTask)
        }
        DiagnosticsRecorder.shared.record(taskID, kind: .appRefresh, phase: .registration, ok: ok,
                                          error: ok ? nil : "BGTaskScheduler.Error.notPermitted")
    }
}
