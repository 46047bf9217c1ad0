import BackgroundTasks

enum HistoryCompaction {
    static let taskID = "app.fenmoor.sleep.history-compact"

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: taskID, using: nil) { task in
            DiagnosticsRecorder.shared.record(taskID, kind: .processing, phase: .launch, ok: true)
            do {
                try HistoryStore.shared.compact(olderThan: .now.addingTimeInterval(-90 * 86_400))
                _ = HistoryStore.shared.firstRecentSession()   // refresh widget headline
                DiagnosticsRecorder.shared.record(taskID, kind: .processing, phase: .completion, ok: true)
                task.setTaskCompleted(success: true)
            } catch {
                task.setTaskCompleted(success: false)
            }
        }
        DiagnosticsRecorder.shared.record(taskID, kind: .processing, phase: .registration, ok: ok)
    }
}
