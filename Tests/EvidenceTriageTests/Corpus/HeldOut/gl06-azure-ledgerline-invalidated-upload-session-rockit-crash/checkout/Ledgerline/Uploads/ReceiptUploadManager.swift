import Foundation
import UIKit

/// Uploads receipt photos through a background URLSession so they finish
/// after the user leaves the app.
final class ReceiptUploadManager: NSObject, URLSessionDataDelegate {
    static let sessionIdentifier = "com.ledgerline.receipts.upload"
    static let shared = ReceiptUploadManager()

    /// Stored by the app delegate in application(_:handleEventsForBackgroundURLSession:completionHandler:).
    var backgroundCompletionHandler: (() -> Void)?
    private(set) lazy var session: URLSession = makeSession()
    private let configuration: URLSessionConfiguration

    init(configuration: URLSessionConfiguration = .background(withIdentifier: ReceiptUploadManager.sessionIdentifier)) {
        self.configuration = configuration
        super.init()
    }

    private func makeSession() -> URLSession {
        URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
    }

    @discardableResult
    func upload(_ receipt: ReceiptFile, to url: URL) -> URLSessionUploadTask {
        var request = URLRequest(url: url)
        request.httpMethod = "PUT"
        let task = session.uploadTask(with: request, fromFile: receipt.fileURL)
        task.taskDescription = receipt.id
        task.resume()
        return task
    }

    func urlSessionDidFinishEvents(forBackgroundURLSession session: URLSession) {
        DispatchQueue.main.async {
            self.backgroundCompletionHandler?()
            self.backgroundCompletionHandler = nil
        }
        // Release the delegate once the system is done with us.
        session.finishTasksAndInvalidate()
    }
}
