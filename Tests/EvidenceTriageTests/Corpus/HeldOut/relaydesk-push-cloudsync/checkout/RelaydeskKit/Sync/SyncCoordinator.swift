import CloudKit
import os

/// Wraps CKSyncEngine for the job records. Pending saves are handed to the
/// engine; the engine's serialized state is persisted when it emits .stateUpdate.
public final class SyncCoordinator {
    private let stateStore: SyncStateStore
    private let logger = Logger(subsystem: "com.relaydesk.app", category: "sync")
    public private(set) var engine: SyncEngineProtocol

    public init(stateStore: SyncStateStore, engineFactory: (CKSyncEngine.State.Serialization?) -> SyncEngineProtocol) {
        self.stateStore = stateStore
        self.engine = engineFactory(stateStore.loadSerialization())
    }

    public var pendingSaveIDs: [String] {
        engine.pendingRecordZoneChanges.compactMap { change in
            if case .saveRecord(let id) = change { return id.recordName }
            return nil
        }
    }

    /// Called when a technician edits a job.
    public func enqueueSave(jobID: String) {
        let recordID = CKRecord.ID(recordName: jobID, zoneID: JobZone.id)
        engine.add(pendingRecordZoneChanges: [.saveRecord(recordID)])
        logger.info("queued save for \(jobID, privacy: .public)")
    }

    /// CKSyncEngineDelegate forwards .stateUpdate here.
    public func handleStateUpdate(_ serialization: CKSyncEngine.State.Serialization) {
        stateStore.save(serialization)
    }
}
