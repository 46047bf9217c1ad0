import BackgroundTasks
import EvidenceRecorder
import Foundation

enum SwitchbackTask {
    static let trailRefresh = "com.switchback.maps.trail-refresh"
    static let offlinePacks = "com.switchback.maps.offline-packs"
}

/// Downloads saved offline map packs overnight, on power and Wi-Fi (new in 4.12).
enum OfflinePackScheduler {
    static func scheduleOvernightDownload() throws {
        let request = BGProcessingTaskRequest(identifier: SwitchbackTask.offlinePacks)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = true
        do {
            try BGTaskScheduler.shared.submit(request)
            try? AppDelegate.recorder.record(SwitchbackTask.offlinePacks, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            NSLog("[OfflinePacks] submit failed: %@", "\(error)")
            try? AppDelegate.recorder.record(SwitchbackTask.offlinePacks, kind: .processing, phase: .submission,
                                             outcome: .failed, error: ErrorType(error))
            throw error
        }
    }
}
