//
//  ScanUploadSession.swift
//  QuaywiseKit
//
//  Uploads scanned documents through a background URLSession so that a 40-page scan
//  keeps uploading after the user leaves the app. The app delegate hands the session's
//  completion handler back to us in application(_:handleEventsForBackgroundURLSession:).
//

import Foundation

public final class ScanUploadSession: NSObject {
    public static let defaultIdentifier = "com.quaywise.app.scan-upload"

    public var onTaskFinished: ((URLSessionTask, Error?) -> Void)?
    public var backgroundEventsCompletion: (() -> Void)?

    private let endpoint: URL
    private let spool: ScanSpool
    private lazy var session: URLSession = {
        let configuration = URLSessionConfiguration.background(withIdentifier: identifier)
        configuration.sessionSendsLaunchEvents = true
        configuration.isDiscretionary = false
        configuration.httpMaximumConnectionsPerHost = 2
        return URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
    }()
    public let identifier: String

    public init(identifier: String = ScanUploadSession.defaultIdentifier,
                endpoint: URL,
                spool: ScanSpool = .shared) {
        self.identifier = identifier
        self.endpoint = endpoint
        self.spool = spool
        super.init()
    }

    /// Writes the multipart body to the spool directory (background sessions only
    /// upload from files) and starts an upload task for it.
    @discardableResult
    public func enqueue(scan: Scan) throws -> URLSessionUploadTask {
        let bodyURL = try spool.writeMultipartBody(for: scan)
        var request = URLRequest(url: endpoint.appendingPathComponent("v1/scans"))
        request.httpMethod = "POST"
        request.setValue(MultipartBody.contentType(boundary: scan.id.uuidString),
                         forHTTPHeaderField: "Content-Type")
        let task = session.uploadTask(with: request, fromFile: bodyURL)
        task.taskDescription = scan.id.uuidString
        task.resume()
        return task
    }

    public func pendingUploads() async -> [URLSessionTask] {
        await session.allTasks
    }
}

extension ScanUploadSession: URLSessionTaskDelegate {
    public func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        if error == nil, let id = task.taskDescription {
            spool.removeBody(forScanID: id)
        }
        onTaskFinished?(task, error)
    }

    public func urlSessionDidFinishEvents(forBackgroundURLSession session: URLSession) {
        DispatchQueue.main.async { [weak self] in
            self?.backgroundEventsCompletion?()
            self?.backgroundEventsCompletion = nil
        }
    }
}
