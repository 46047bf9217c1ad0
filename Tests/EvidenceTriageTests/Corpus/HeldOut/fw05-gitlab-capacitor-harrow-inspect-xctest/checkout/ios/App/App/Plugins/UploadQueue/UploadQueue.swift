import Foundation

/// Offline upload queue. A drain copies each file into a staging directory,
/// uploads it, and removes both the staged copy and the queue entry.
final class UploadQueue {
    static let shared = UploadQueue(root: FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0])

    let stagingDir: URL
    private(set) var pending: [URL] = []
    var uploader: Uploader = HTTPUploader()

    init(root: URL) {
        stagingDir = root.appendingPathComponent("upload-staging", isDirectory: true)
        try? FileManager.default.createDirectory(at: stagingDir, withIntermediateDirectories: true)
    }

    func enqueue(_ file: URL) { pending.append(file) }

    func drain() async throws {
        while let next = pending.first {
            let staged = stagingDir.appendingPathComponent(UUID().uuidString + "-" + next.lastPathComponent)
            try FileManager.default.copyItem(at: next, to: staged)
            try Task.checkCancellation()
            try await uploader.upload(staged)
            try FileManager.default.removeItem(at: staged)
            pending.removeFirst()
        }
    }
}
