import ParcelpostKit
import UserNotifications
import os

final class NotificationService: UNNotificationServiceExtension, URLSessionTaskDelegate {
    private let log = Logger(subsystem: "app.parcelpost.nse", category: "receipts")
    private var contentHandler: ((UNNotificationContent) -> Void)?
    private var bestAttempt: UNMutableNotificationContent?
    private lazy var session = URLSession(configuration: ReceiptUploadSessionFactory.configuration(for: .notificationService),
                                          delegate: self, delegateQueue: nil)

    override func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        self.contentHandler = contentHandler
        bestAttempt = request.content.mutableCopy() as? UNMutableNotificationContent

        guard let receipt = DeliveryReceipt(userInfo: request.content.userInfo) else {
            contentHandler(request.content)
            return
        }
        if AppGroup.identifier.isEmpty {
            log.error("AppGroupIdentifier is empty; background session has no sharedContainerIdentifier")
        }
        do {
            let file = try receipt.writeBody(to: FileManager.default.temporaryDirectory)
            let task = session.uploadTask(with: receipt.request, fromFile: file)
            task.taskDescription = receipt.parcelID
            task.resume()
            log.info("Receipt upload queued for parcel \(receipt.parcelID, privacy: .public)")
        } catch {
            log.error("Could not stage receipt body: \(error.localizedDescription, privacy: .public)")
        }
        bestAttempt?.title = receipt.title
        contentHandler(bestAttempt ?? request.content)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        if let error {
            log.error("Receipt upload failed: \(String(describing: error), privacy: .public)")
        } else {
            log.info("Receipt upload finished for parcel \(task.taskDescription ?? "?", privacy: .public)")
        }
    }

    override func serviceExtensionTimeWillExpire() {
        if let contentHandler, let bestAttempt { contentHandler(bestAttempt) }
    }
}
