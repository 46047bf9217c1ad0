import BackgroundTasks
import Foundation

final class PhotoArchiveTask {
    static let shared = PhotoArchiveTask()
    static let identifier = "com.warblerlog.app.photo-archive"

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            PhotoArchiver.live.run(task: task as! BGProcessingTask)
        }
        NSLog("[Warblerlog] registered %@ (processing) -> %@", Self.identifier, ok ? "true" : "false")
        Diagnostics.shared.record(Self.identifier, kind: .processing, phase: .registration, ok: ok)
    }

    static func makeRequest() -> BGProcessingTaskRequest {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = true
        return request
    }
}
