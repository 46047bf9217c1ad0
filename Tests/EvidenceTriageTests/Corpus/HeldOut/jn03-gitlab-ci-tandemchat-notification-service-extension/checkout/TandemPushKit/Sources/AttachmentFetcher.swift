import Foundation
import UniformTypeIdentifiers
import UserNotifications

public protocol AttachmentFetching {
    func fetch(for userInfo: [AnyHashable: Any], completion: @escaping (UNNotificationAttachment?) -> Void)
}

public final class AttachmentFetcher: AttachmentFetching {
    private let session: URLSession
    private let fileManager: FileManager

    public init(session: URLSession = .shared, fileManager: FileManager = .default) {
        self.session = session
        self.fileManager = fileManager
    }

    public func fetch(for userInfo: [AnyHashable: Any], completion: @escaping (UNNotificationAttachment?) -> Void) {
        guard let string = userInfo["image"] as? String, let url = URL(string: string) else {
            return completion(nil)
        }
        session.downloadTask(with: url) { location, response, _ in
            guard let location else { return completion(nil) }
            completion(try? self.makeAttachment(from: location, remoteURL: url, response: response))
        }.resume()
    }

    func makeAttachment(from location: URL, remoteURL: URL, response: URLResponse?) throws -> UNNotificationAttachment {
        let dir = fileManager.temporaryDirectory.appendingPathComponent(UUID().uuidString, isDirectory: true)
        try fileManager.createDirectory(at: dir, withIntermediateDirectories: true)
        // Keep the remote file name; UNNotificationAttachment infers the type from it.
        let local = dir.appendingPathComponent(remoteURL.lastPathComponent)
        try fileManager.moveItem(at: location, to: local)
        return try UNNotificationAttachment(identifier: "image", url: local, options: nil)
    }
}
