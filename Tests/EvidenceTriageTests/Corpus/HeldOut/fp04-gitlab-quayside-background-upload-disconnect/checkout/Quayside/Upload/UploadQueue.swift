import Foundation
import os

/// Uploads inspection photos with a background URLSession so transfers continue while the
/// app is suspended or terminated (nsurlsessiond carries them on).
public protocol BackgroundSessionMaking {
    func makeSession(identifier: String, delegate: URLSessionDelegate) -> UploadSessionProtocol
}

public protocol UploadSessionProtocol: AnyObject {
    var identifier: String { get }
    func uploadTask(with request: URLRequest, fromFile fileURL: URL) -> UploadTaskProtocol
    func invalidateAndCancel()
}

public protocol UploadTaskProtocol: AnyObject {
    var taskIdentifier: Int { get }
    func resume()
}

public final class UploadQueue: NSObject {
    public static let sessionIdentifier = "com.quayside.app.uploads"
    private static let log = Logger(subsystem: "com.quayside.app", category: "Upload")

    private let sessionFactory: BackgroundSessionMaking
    private let endpoint: URL
    private(set) var session: UploadSessionProtocol!
    private var recordsByTask: [Int: UploadRecord] = [:]
    public private(set) var records: [UploadRecord] = []
    private var sessionBroken = false
    private let lock = NSLock()

    public init(sessionFactory: BackgroundSessionMaking, endpoint: URL) {
        self.sessionFactory = sessionFactory
        self.endpoint = endpoint
        super.init()
        session = sessionFactory.makeSession(identifier: Self.sessionIdentifier, delegate: self)
    }

    @discardableResult
    public func enqueue(photoAt fileURL: URL, inspectionID: String) -> UploadRecord {
        lock.lock(); defer { lock.unlock() }
        let record = UploadRecord(fileURL: fileURL, inspectionID: inspectionID)
        records.append(record)
        guard !sessionBroken else {
            // The transfer daemon went away earlier; don't hand it more work.
            record.state = .failed(.sessionUnavailable)
            return record
        }
        start(record)
        return record
    }

    private func start(_ record: UploadRecord) {
        var request = URLRequest(url: endpoint.appendingPathComponent("inspections/\(record.inspectionID)/photos"))
        request.httpMethod = "PUT"
        let task = session.uploadTask(with: request, fromFile: record.fileURL)
        recordsByTask[task.taskIdentifier] = record
        record.state = .uploading
        task.resume()
    }

    func handleCompletion(taskIdentifier: Int, error: Error?) {
        lock.lock(); defer { lock.unlock() }
        guard let record = recordsByTask.removeValue(forKey: taskIdentifier) else { return }
        guard let error = error as NSError? else {
            record.state = .done
            return
        }
        Self.log.error("task \(taskIdentifier) failed: \(error, privacy: .public)")
        NSLog("[Upload] task %d (%@) failed: %@", taskIdentifier, record.fileURL.lastPathComponent, error)
        if error.domain == NSURLErrorDomain && error.code == NSURLErrorBackgroundSessionWasDisconnected {
            sessionBroken = true
            record.state = .failed(.disconnected)
        } else {
            record.state = .failed(.transport(error.code))
        }
    }
}

extension UploadQueue: URLSessionTaskDelegate {
    public func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        handleCompletion(taskIdentifier: task.taskIdentifier, error: error)
    }
}
