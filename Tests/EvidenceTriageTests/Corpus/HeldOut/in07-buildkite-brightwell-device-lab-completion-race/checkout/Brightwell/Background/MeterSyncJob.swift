import BackgroundTasks
import Foundation

protocol RefreshTaskHandle: AnyObject {
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}
extension BGAppRefreshTask: RefreshTaskHandle {}

/// Uploads the latest smart-meter readings. Waits at most `startTimeout` for the
/// feature-flag client so a slow flags fetch cannot eat the whole refresh budget.
final class MeterSyncJob {
    static let identifier = "com.brightwell.app.meter-sync"

    let flags: FlagClient
    let uploader: ReadingUploader
    let startTimeout: TimeInterval
    private let recorder = DiagnosticRecorder.shared

    init(flags: FlagClient, uploader: ReadingUploader, startTimeout: TimeInterval = 8) {
        self.flags = flags
        self.uploader = uploader
        self.startTimeout = startTimeout
    }

    static var live: MeterSyncJob { MeterSyncJob(flags: .shared, uploader: .live) }

    func handle(_ task: RefreshTaskHandle) {
        recorder.record(Self.identifier, kind: .appRefresh, phase: .launch, ok: true)

        // Give up on flags after startTimeout and sync with cached flags.
        DispatchQueue.global().asyncAfter(deadline: .now() + startTimeout) {
            self.finish(task, success: false)
        }

        flags.start { [self] flagsReady in
            uploader.uploadPending(useV2Endpoint: flagsReady && flags.bool("meter-sync-v2")) { ok in
                self.finish(task, success: ok)
            }
        }
    }

    private func finish(_ task: RefreshTaskHandle, success: Bool) {
        recorder.record(Self.identifier, kind: .appRefresh, phase: .completion, ok: success)
        task.setTaskCompleted(success: success)
    }
}
