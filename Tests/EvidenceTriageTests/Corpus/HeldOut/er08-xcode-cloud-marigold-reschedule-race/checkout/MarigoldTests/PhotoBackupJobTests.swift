import Testing
@testable import Marigold

@Suite struct PhotoBackupJobTests {

    @Test func uploadsAllPendingAssetsInBatches() async throws {
        let uploader = RecordingUploader()
        let job = PhotoBackupJob(uploader: uploader, checkpoints: .inMemory())
        try await job.run(assets: ["A1", "A2", "A3", "A4", "A5"])
        #expect(uploader.batches == [["A1", "A2", "A3"], ["A4", "A5"]])
    }

    @Test func resumesFromCheckpointAfterExpiration() async throws {
        let uploader = RecordingUploader(cancelAfterBatches: 1)
        let checkpoints = CheckpointStore.inMemory()
        let job = PhotoBackupJob(uploader: uploader, checkpoints: checkpoints)
        uploader.onCancel = { job.cancel() }

        try await job.run(assets: ["A1", "A2", "A3", "A4"])   // expires after the first batch
        try await job.run(assets: ["A1", "A2", "A3", "A4"])   // next background launch

        #expect(job.uploadedAssetIDs == ["A1", "A2", "A3", "A4"])
    }
}
