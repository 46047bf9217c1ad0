import Foundation
import OSLog

@globalActor actor UploadManagerActor {
    static let shared = UploadManagerActor()
}

@UploadManagerActor
public final class UploadManager {
    public static let shared = UploadManager()
    static let logger = Logger(subsystem: "com.tessellate.photos", category: "UploadManager")

    enum State: Equatable { case idle, uploading, paused }
    private(set) var state: State = .idle

    let queue: UploadQueue
    let transport: UploadTransport

    init(queue: UploadQueue = .shared, transport: UploadTransport = .live) {
        self.queue = queue
        self.transport = transport
    }

    /// Called when a system-launched background task ends. iOS may launch the
    /// processing task while the app is on screen (#587): in that case the
    /// foreground upload loop must take over again, otherwise the queue stalls
    /// until the app is relaunched.
    func finishUploadTask() {
        queue.rollbackBackgroundContext()
        if UploadVars.shared.isApplicationActive {
            Task(priority: .utility) { @UploadManagerActor in
                await self.resumeInForeground()
            }
        } else {
            NotificationCenter.default.post(name: .tessellateStopNetworkMonitoring, object: nil)
        }
    }

    func resumeInForeground() async {
        // Only resume once per activation.
        guard UploadVars.shared.didResumeUploads == false else { return }
        UploadVars.shared.didResumeUploads = true
        guard queue.pendingCount > 0 else { state = .idle; return }
        state = .uploading
        await transfer(queue.nextBatch(limit: 25), inTaskType: .foreground)
    }

    func transfer(_ batch: UploadBatch, inTaskType type: UploadTaskType) async {
        for uploadID in batch.toTransfer {
            await transferOrCopyFileOfUpload(withID: uploadID, inTaskType: type)
        }
    }

    func transferOrCopyFileOfUpload(withID id: UploadID, inTaskType type: UploadTaskType) async {
        await transport.send(queue.item(id), budget: type.byteBudget)
    }

    func initialiseBckgTask() async -> UploadBatch {
        UploadVars.shared.isPaused = false
        return queue.nextBatch(limit: 25)
    }
}
