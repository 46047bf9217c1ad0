import Foundation

final class ExportJob {
    let stagingURL: URL
    private(set) var isCancelled = false

    init(stagingDirectory: URL) {
        stagingURL = stagingDirectory.appendingPathComponent("export-\(UUID().uuidString).zip.partial")
    }

    func start(notebooks: [Notebook]) throws {
        FileManager.default.createFile(atPath: stagingURL.path, contents: Data())
        for notebook in notebooks where !isCancelled {
            try append(notebook)
        }
    }

    func cancel() {
        isCancelled = true
    }

    private func append(_ notebook: Notebook) throws {
        let handle = try FileHandle(forWritingTo: stagingURL)
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(notebook.title.utf8))
    }
}
