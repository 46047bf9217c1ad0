import Foundation

final class BackgroundMessageSender {
    private let transport: MessageTransport
    private let uploader: AttachmentUploader

    init(transport: MessageTransport, uploader: AttachmentUploader) {
        self.transport = transport
        self.uploader = uploader
    }

    /// Upload attachments, send the message, then the sync copy for linked devices.
    func send(_ message: OutgoingMessage, task: WhisperBackgroundTask) async throws {
        var message = message
        for attachment in message.pendingAttachments {
            let pointer = try await uploader.upload(attachment)
            message.attachmentPointers.append(pointer)
        }
        try await transport.send(message)
        if message.pendingAttachments.isEmpty {
            try await transport.sendSyncMessage(for: message)
        }
        task.end()
    }
}
