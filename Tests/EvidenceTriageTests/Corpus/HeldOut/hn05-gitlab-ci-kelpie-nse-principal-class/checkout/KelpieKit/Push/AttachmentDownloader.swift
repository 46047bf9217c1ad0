import Foundation
import UniformTypeIdentifiers
import UserNotifications

public struct AttachmentDownloader {
    public enum DownloadError: Error { case notAnImage, tooLarge }

    let session: URLSession
    let maxBytes: Int

    public init(session: URLSession = .shared, maxBytes: Int = 5_000_000) {
        self.session = session
        self.maxBytes = maxBytes
    }

    /// Downloads the post image named in the push payload into a temp file the
    /// notification can own.
    public func attachment(from url: URL) async throws -> UNNotificationAttachment {
        let (tempURL, response) = try await session.download(from: url)
        guard let mime = response.mimeType, mime.hasPrefix("image/") else { throw DownloadError.notAnImage }
        if response.expectedContentLength > maxBytes { throw DownloadError.tooLarge }
        let ext = UTType(mimeType: mime)?.preferredFilenameExtension ?? "jpg"
        let destination = tempURL.deletingLastPathComponent().appendingPathComponent("\(UUID().uuidString).\(ext)")
        try FileManager.default.moveItem(at: tempURL, to: destination)
        return try UNNotificationAttachment(identifier: "post-image", url: destination)
    }
}
