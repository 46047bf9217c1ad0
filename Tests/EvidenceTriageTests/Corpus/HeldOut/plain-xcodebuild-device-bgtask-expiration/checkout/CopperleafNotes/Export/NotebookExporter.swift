import UIKit

final class NotebookExporter {
    private let backgroundTasks: BackgroundTaskProviding
    private let writer: PDFWriting
    private var taskID: UIBackgroundTaskIdentifier = .invalid
    private var cancelled = false
    let partialFileURL = FileManager.default.temporaryDirectory.appendingPathComponent("export.partial.pdf")

    init(backgroundTasks: BackgroundTaskProviding, writer: PDFWriting) {
        self.backgroundTasks = backgroundTasks
        self.writer = writer
    }

    func export(_ notebook: Notebook) async throws {
        taskID = backgroundTasks.beginBackgroundTask(withName: "NotebookExport") { [weak self] in
            // Expired: stop writing; the loop below notices and returns.
            self?.cancelled = true
        }
        for page in notebook.pages {
            if cancelled { return }
            try await writer.append(page, to: partialFileURL)
        }
        try writer.finalize(partialFileURL, into: notebook.exportURL)
        backgroundTasks.endBackgroundTask(taskID)
        taskID = .invalid
    }
}
