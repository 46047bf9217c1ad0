import Foundation

final class BackupJob {
    let stagingDirectory: URL
    let entries: [Entry]

    init(stagingDirectory: URL, entries: [Entry]) {
        self.stagingDirectory = stagingDirectory
        self.entries = entries
    }

    func run(_ task: ProcessingTasking) async {
        var cancelled = false
        task.expirationHandler = { cancelled = true }
        try? FileManager.default.createDirectory(at: stagingDirectory, withIntermediateDirectories: true)
        for (index, chunk) in entries.chunked(into: 50).enumerated() {
            if cancelled {
                task.setTaskCompleted(success: false)
                return
            }
            let part = stagingDirectory.appendingPathComponent("part-\(index).jsonl")
            try? chunk.encodedLines().write(to: part)
            await Task.yield()
        }
        try? Archive.zip(stagingDirectory, to: .backups)
        try? FileManager.default.removeItem(at: stagingDirectory)
        task.setTaskCompleted(success: true)
    }
}
