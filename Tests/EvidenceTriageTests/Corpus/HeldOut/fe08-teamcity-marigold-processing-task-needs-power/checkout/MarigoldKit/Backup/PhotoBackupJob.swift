import Foundation

public final class PhotoBackupJob {
    private let uploader: Uploader
    private let staging: URL
    private var cancelled = false

    public init(uploader: Uploader, staging: URL) {
        self.uploader = uploader
        self.staging = staging
    }

    public func run(assets: [Asset]) async throws {
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        for asset in assets {
            if cancelled { throw CancellationError() }          // staged files are left behind here
            let file = staging.appendingPathComponent(asset.id + ".heic")
            try asset.data.write(to: file)
            try await uploader.upload(file)
            try FileManager.default.removeItem(at: file)
        }
    }

    public func cancel() { cancelled = true }
}
