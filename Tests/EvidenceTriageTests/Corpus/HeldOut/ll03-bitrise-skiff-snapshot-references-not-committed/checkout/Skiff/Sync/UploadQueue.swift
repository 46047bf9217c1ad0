import Foundation

/// Uploads attachments from the BGProcessingTask com.skiff.app.attachment-upload.
/// Each upload is staged as <id>.partial in the temporary directory, then renamed.
final class UploadQueue: @unchecked Sendable {
    private let stagingDirectory: URL
    private let transport: UploadTransport
    private var cancelled = false

    init(stagingDirectory: URL, transport: UploadTransport) {
        self.stagingDirectory = stagingDirectory
        self.transport = transport
    }

    /// Called from the task's expirationHandler.
    func cancel() { cancelled = true }

    func drain(_ attachments: [Attachment]) async throws {
        for attachment in attachments {
            let partial = stagingDirectory.appendingPathComponent("\(attachment.id).partial")
            try attachment.data.write(to: partial)
            if cancelled { throw CancellationError() }      // leaves `partial` behind
            try await transport.upload(partial, for: attachment)
            try FileManager.default.removeItem(at: partial)
        }
    }
}
