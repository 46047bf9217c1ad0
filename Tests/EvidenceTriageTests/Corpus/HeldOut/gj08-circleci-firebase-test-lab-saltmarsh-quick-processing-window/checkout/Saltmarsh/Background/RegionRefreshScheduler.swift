import BackgroundTasks
import EvidenceRecorder
import Foundation

/// Offline map regions are refreshed overnight by BGProcessingTasks, one
/// identifier per downloaded region slot (com.saltmarsh.maps.region-refresh.01 ... .12).
final class RegionRefreshScheduler {
    static let slotCount = 12
    static func identifier(slot: Int) -> String { String(format: "com.saltmarsh.maps.region-refresh.%02d", slot) }

    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))

    /// From application(_:didFinishLaunchingWithOptions:).
    static func registerAll(refresher: RegionRefresher) {
        for slot in 1...slotCount {
            let id = identifier(slot: slot)
            let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: id, using: nil) { task in
                RegionRefreshAdapter(slot: slot, refresher: refresher).handle(task: task as! BGProcessingTask)
            }
            try? recorder.record(try! TaskIdentifier(id), kind: .processing, phase: .registration,
                                 outcome: ok ? .succeeded : .failed)
        }
    }

    /// Called when a region finishes downloading; asks for an overnight refresh on power and network.
    @discardableResult
    static func scheduleRefresh(slot: Int, earliest: Date) -> Result<Void, Error> {
        let id = identifier(slot: slot)
        let request = BGProcessingTaskRequest(identifier: id)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = true
        request.earliestBeginDate = earliest
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(try! TaskIdentifier(id), kind: .processing, phase: .submission, outcome: .succeeded)
            return .success(())
        } catch {
            try? recorder.record(try! TaskIdentifier(id), kind: .processing, phase: .submission, outcome: .failed, error: ErrorType(error))
            return .failure(error)
        }
    }
}
