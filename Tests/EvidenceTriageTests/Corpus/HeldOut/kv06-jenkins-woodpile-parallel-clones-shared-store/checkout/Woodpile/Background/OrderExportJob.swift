import BackgroundTasks
import Foundation

final class OrderExportJob {
    let stagingDirectory: URL
    let uploader: Uploading
    private var work: Task<Void, Never>?

    init(stagingDirectory: URL, uploader: Uploading) {
        self.stagingDirectory = stagingDirectory
        self.uploader = uploader
    }

    func start(_ task: ProcessingTaskType) {
        task.expirationHandler = { [weak self] in
            // BUG: cancels the upload but never removes the staged parts.
            self?.work?.cancel()
            task.setTaskCompleted(success: false)
        }
        work = Task {
            let parts = try? OrderCSV.stage(into: stagingDirectory)
            try? await uploader.upload(parts ?? [])
            try? FileManager.default.removeItem(at: stagingDirectory)
            task.setTaskCompleted(success: true)
        }
    }

    func finished() async { await work?.value }
}
