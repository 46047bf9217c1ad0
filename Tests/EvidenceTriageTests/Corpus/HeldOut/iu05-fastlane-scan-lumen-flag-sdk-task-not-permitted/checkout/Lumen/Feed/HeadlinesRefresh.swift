import BackgroundTasks
import Foundation

enum HeadlinesRefresh {
    static let identifier = "news.lumen.ios.headlines-refresh"

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            EvidenceRecorder.shared.record(identifier, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            HeadlinesStore.shared.refresh { ok in task.setTaskCompleted(success: ok) }
        }
        if ok { print("[HeadlinesRefresh] registered \(identifier)") }
        EvidenceRecorder.shared.record(identifier, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed)
    }
}
