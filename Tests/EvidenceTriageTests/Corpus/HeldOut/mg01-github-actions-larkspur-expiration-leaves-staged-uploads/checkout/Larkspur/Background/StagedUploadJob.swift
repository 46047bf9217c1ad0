import Foundation

final class StagedUploadJob {
    private let stagingDirectory: URL
    private let client: UploadClient
    private let fileManager: FileManager
    private(set) var cancelCount = 0
    private var cancelled = false

    init(stagingDirectory: URL, client: UploadClient, fileManager: FileManager = .default) {
        self.stagingDirectory = stagingDirectory
        self.client = client
        self.fileManager = fileManager
    }

    func run() async throws {
        let pending = try client.pendingUploads()
        for item in pending {
            let staged = stagingDirectory.appendingPathComponent(item.id + ".part")
            try item.payload.write(to: staged)
            try await client.upload(staged, for: item)
            if cancelled { return }
            try fileManager.removeItem(at: staged)
        }
    }

    func cancel() {
        cancelCount += 1
        cancelled = true
        let leftovers = (try? fileManager.contentsOfDirectory(at: stagingDirectory, includingPropertiesForKeys: nil)) ?? []
        leftovers.forEach { try? fileManager.removeItem(at: $0) }
    }
}
