import BackgroundTasks
import Foundation
@testable import Gridfall

final class FakeTaskScheduler: TaskScheduling {
    private(set) var submitted: [BGTaskRequest] = []
    func submit(_ request: BGTaskRequest) throws { submitted.append(request) }
    func register(forTaskWithIdentifier identifier: String, using queue: DispatchQueue?,
                  launchHandler: @escaping @Sendable (BGTask) -> Void) -> Bool { true }
}

final class SpyWidgetReloader: WidgetReloading {
    var onReload: (() -> Void)?
    private(set) var reloads = 0
    func reloadAllTimelines() {
        reloads += 1
        onReload?()
    }
}

struct NullRecorder: EvidenceRecording {
    func record(_ id: String, kind: TaskKind, phase: Phase, outcome: Outcome, error: ErrorType?) {}
}
