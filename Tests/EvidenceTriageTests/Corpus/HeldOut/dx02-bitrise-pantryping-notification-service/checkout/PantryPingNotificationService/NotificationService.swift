import UserNotifications
import UniformTypeIdentifiers

final class NotificationService: UNNotificationServiceExtension {
    private var contentHandler: ((UNNotificationContent) -> Void)?
    private var bestAttempt: UNMutableNotificationContent?
    private let session: URLSession

    init(session: URLSession = .shared) { self.session = session; super.init() }
    override convenience init() { self.init(session: .shared) }

    override func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        self.contentHandler = contentHandler
        bestAttempt = request.content.mutableCopy() as? UNMutableNotificationContent
        SharedInbox.record(request)

        guard let media = request.content.userInfo["media"] as? [String: Any],
              let raw = media["url"] as? String, let url = URL(string: raw) else {
            contentHandler(request.content); return
        }
        session.downloadTask(with: url) { [weak self] tmp, response, error in
            guard let self, let tmp,
                  (response as? HTTPURLResponse)?.statusCode == 200 else {
                // BUG: returns without calling contentHandler; the system only shows the
                // notification when serviceExtensionTimeWillExpire fires ~30 s later.
                return
            }
            // BUG: the type comes from the URL's path extension only; CDN thumbnails have none,
            // UNNotificationAttachment throws UNErrorDomain Code=101 and the attachment is dropped.
            let local = tmp.deletingPathExtension().appendingPathExtension(url.pathExtension)
            try? FileManager.default.moveItem(at: tmp, to: local)
            do {
                let attachment = try UNNotificationAttachment(identifier: "media", url: local)
                self.bestAttempt?.attachments = [attachment]
            } catch {
                NSLog("[PantryPingNSE] attachment failed: %@", String(describing: error))
            }
            self.deliver()
        }.resume()
    }

    override func serviceExtensionTimeWillExpire() { deliver() }

    private func deliver() {
        guard let handler = contentHandler, let content = bestAttempt else { return }
        contentHandler = nil
        handler(content)
    }
}
