import BackgroundTasks
import EvidenceRecorder
import Foundation

@UploadManagerActor
extension UploadManager {

    // MARK: - Processing task (overnight, on power + network)

    public func scheduleNextUpload() {
        let request = BGProcessingTaskRequest(identifier: UploadTaskID.processing)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        request.requiresNetworkConnectivity = true
        request.requiresExternalPower = true
        let id = try! TaskIdentifier(UploadTaskID.processing)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? AppDelegate.recorder.record(id, kind: .processing, phase: .submission, outcome: .succeeded)
            Self.logger.notice("Background task '\(UploadTaskID.processing)' submitted with success.")
        } catch {
            try? AppDelegate.recorder.record(id, kind: .processing, phase: .submission, outcome: .failed, error: ErrorType(error))
            Self.logger.notice("Failed to submit background task '\(UploadTaskID.processing)': \(error.localizedDescription)")
        }
    }

    public func handleNextUpload(task: BGProcessingTask) {
        UploadVars.shared.isProcessingTaskActive = true
        var uploadTask: Task<Void, Never>?
        task.expirationHandler = {
            uploadTask?.cancel()
        }
        uploadTask = Task(priority: .utility) { @UploadManagerActor in
            var success = false
            defer {
                UploadVars.shared.isProcessingTaskActive = false
                self.finishUploadTask()
                task.setTaskCompleted(success: success)
            }
            let batch = await self.initialiseBckgTask()
            await self.transfer(batch, inTaskType: .bckgProcessingTask)
            success = !Task.isCancelled
        }
    }

    // MARK: - Continued processing task (iOS 26: user-started upload keeps going in the background)

    @available(iOS 26.0, *)
    public func runContinuedUploadTask(jobID: UUID = UUID()) {
        let identifier = "\(UploadTaskID.continuedBase).\(jobID.uuidString)"
        let request = BGContinuedProcessingTaskRequest(identifier: identifier,
                                                       title: "Tessellate",
                                                       subtitle: "Preparing uploads…")
        request.strategy = .queue
        do {
            try BGTaskScheduler.shared.submit(request)
        } catch {
            Self.logger.notice("Failed to submit continued upload: \(error.localizedDescription)")
        }
    }

    @available(iOS 26.0, *)
    public func handleContinuedUpload(task: ContinuedTaskProtocol) {
        UploadVars.shared.isContinuedProcessingTaskActive = true
        var expired = false
        task.expirationHandler = {
            expired = true
            Self.logger.notice("Continued upload expired by the system.")
        }
        Task(priority: .utility) { @UploadManagerActor in
            let batch = await self.initialiseBckgTask()
            task.progress.totalUnitCount = Int64(batch.count)
            for uploadID in batch.toTransfer {
                if expired { break }
                await self.transferOrCopyFileOfUpload(withID: uploadID, inTaskType: .bckgContinuedProcessingTask)
                task.progress.completedUnitCount += 1
            }
            UploadVars.shared.isContinuedProcessingTaskActive = false
            self.finishUploadTask()
            task.setTaskCompleted(success: !Task.isCancelled)
        }
    }
}
