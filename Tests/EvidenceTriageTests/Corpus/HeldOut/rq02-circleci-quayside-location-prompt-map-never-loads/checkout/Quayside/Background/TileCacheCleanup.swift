import BackgroundTasks
import os

final class TileCacheCleanup {
    static let shared = TileCacheCleanup()
    static let identifier = "com.quayside.app.tile-cleanup"
    private let log = Logger(subsystem: "com.quayside.app", category: "Cleanup")
    var onComplete: (() -> Void)?

    static func makeRequest() -> BGProcessingTaskRequest {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = false
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60)
        return request
    }

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            TileCache.shared.trim(to: 40_000_000)
            self.onComplete?()
            task.setTaskCompleted(success: true)
        }
        log.info("register \(Self.identifier, privacy: .public) -> \(ok)")
        DiagnosticRecorder.shared.record(Self.identifier, .processing, .registration, ok ? .succeeded : .failed)
    }

    func submit() throws {
        try BGTaskScheduler.shared.submit(Self.makeRequest())
        log.info("submitted BGProcessingTaskRequest \(Self.identifier, privacy: .public)")
        DiagnosticRecorder.shared.record(Self.identifier, .processing, .submission, .succeeded)
    }
}
