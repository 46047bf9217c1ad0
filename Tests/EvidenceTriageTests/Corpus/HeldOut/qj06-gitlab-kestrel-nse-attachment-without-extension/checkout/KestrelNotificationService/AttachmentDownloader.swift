import Foundation
import UserNotifications

struct AttachmentDownloader {
    var session: URLSession = .shared
    var directory: URL = FileManager.default.temporaryDirectory

    func attachment(for remote: URL) async throws -> UNNotificationAttachment {
        let (tmp, response) = try await session.download(from: remote)
        // Keep the server's file name so the attachment type can be inferred.
        let name = response.suggestedFilename ?? remote.lastPathComponent
        let local = directory.appendingPathComponent(UUID().uuidString)
            .appendingPathExtension((name as NSString).pathExtension)
        try FileManager.default.moveItem(at: tmp, to: local)
        return try UNNotificationAttachment(identifier: remote.lastPathComponent, url: local, options: nil)
    }
}
