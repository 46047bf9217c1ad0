import Foundation
import UserNotifications

public struct AttachmentBuilder {
    let tempDirectory: URL
    public init(tempDirectory: URL) { self.tempDirectory = tempDirectory }

    public func makeAttachment(from data: Data, remoteURL: URL) throws -> UNNotificationAttachment {
        // keep the download out of the shared container; the system moves it into its own store
        let local = tempDirectory.appendingPathComponent(UUID().uuidString).appendingPathExtension("download")
        try data.write(to: local)
        return try UNNotificationAttachment(identifier: "thumbnail", url: local, options: nil)
    }
}
