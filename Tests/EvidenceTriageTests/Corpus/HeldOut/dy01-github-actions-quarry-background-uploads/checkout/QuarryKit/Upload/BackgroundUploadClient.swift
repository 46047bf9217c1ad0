import Foundation

/// Uploads originals to the Quarry vault through one background URLSession so that
/// transfers continue after the app is suspended. The session is created once with
/// its delegate; everything else goes through that delegate.
public final class BackgroundUploadClient: NSObject {
    public static let sessionIdentifier = "app.quarry.ios.upload"

    private let journal: UploadJournal
    private let progressRelay: UploadProgressRelay
    private(set) var session: URLSessionProtocol!

    public init(journal: UploadJournal,
                progressRelay: UploadProgressRelay,
                configuration: URLSessionConfiguration = .background(withIdentifier: BackgroundUploadClient.sessionIdentifier),
                sessionFactory: ((URLSessionConfiguration, URLSessionDelegate) -> URLSessionProtocol)? = nil) {
        self.journal = journal
        self.progressRelay = progressRelay
        super.init()
        configuration.sessionSendsLaunchEvents = true
        configuration.isDiscretionary = false
        if let sessionFactory {
            session = sessionFactory(configuration, self)
        } else {
            session = URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
        }
    }

    /// Queues one file. The file must already sit in the app container: background
    /// sessions only upload from files, never from in-memory data.
    @discardableResult
    public func enqueue(fileAt fileURL: URL, assetID: String, to endpoint: URL) -> URLSessionUploadTaskProtocol {
        var request = URLRequest(url: endpoint)
        request.httpMethod = "PUT"
        request.setValue(assetID, forHTTPHeaderField: "X-Quarry-Asset")
        request.setValue("application/octet-stream", forHTTPHeaderField: "Content-Type")

        let task = session.uploadTask(with: request, fromFile: fileURL)
        task.taskDescription = assetID
        journal.recordEnqueued(assetID: assetID, fileURL: fileURL, taskIdentifier: task.taskIdentifier)

        // Per-task progress for the transfer sheet (QRY-1412). The relay also forwards
        // didSendBodyData to the sheet's view model.
        task.delegate = progressRelay

        task.resume()
        return task
    }
}

extension BackgroundUploadClient: URLSessionTaskDelegate {
    public func urlSession(_ session: URLSession, task: URLSessionTask, didSendBodyData bytesSent: Int64,
                           totalBytesSent: Int64, totalBytesExpectedToSend: Int64) {
        progressRelay.report(assetID: task.taskDescription ?? "?", sent: totalBytesSent, expected: totalBytesExpectedToSend)
    }

    public func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        guard let assetID = task.taskDescription else { return }
        if let error {
            journal.recordFailed(assetID: assetID, error: error)
        } else {
            journal.recordCompleted(assetID: assetID)
        }
    }
}

extension BackgroundUploadClient: URLSessionDelegate {
    public func urlSessionDidFinishEvents(forBackgroundURLSession session: URLSession) {
        BackgroundEventsBridge.shared.finishEvents(for: Self.sessionIdentifier)
    }
}
