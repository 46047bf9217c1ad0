import Foundation
import UserNotifications

/// Turns a downloaded media file into a UNNotificationAttachment.
public struct AttachmentBuilder {
    public init() {}

    public func attachment(for downloadedFile: URL, remoteURL: URL) throws -> UNNotificationAttachment {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("attachments", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // Keep the remote file name so the identifier is stable.
        let name = remoteURL.lastPathComponent.isEmpty ? downloadedFile.lastPathComponent : remoteURL.lastPathComponent
        let local = directory.appendingPathComponent(name)
        try? FileManager.default.removeItem(at: local)
        try FileManager.default.moveItem(at: downloadedFile, to: local)
        return try UNNotificationAttachment(identifier: name, url: local,
                                            options: [UNNotificationAttachmentOptionsTypeHintKey: "public.jpeg"])
    }
}
