//
//  BackgroundUploader.swift
//  Shoebox
//
//  Uploads exported photos through a background URLSession so that backups keep
//  going when the user leaves the app.
//

import Foundation
import OSLog

final class BackgroundUploader: NSObject {
    static let sessionIdentifier = "com.shoebox.ios.backup"

    private let endpoint: URL
    private let store: UploadStatusStore
    private let log = Logger(subsystem: "com.shoebox.ios", category: "upload")
    private(set) lazy var session: URLSession = {
        let configuration = URLSessionConfiguration.background(withIdentifier: Self.sessionIdentifier)
        configuration.sessionSendsLaunchEvents = true
        configuration.isDiscretionary = false
        return URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
    }()

    /// Set by AppDelegate.application(_:handleEventsForBackgroundURLSession:completionHandler:)
    var backgroundEventsCompletion: (() -> Void)?

    init(endpoint: URL, store: UploadStatusStore) {
        self.endpoint = endpoint
        self.store = store
    }

    func upload(_ item: UploadItem) {
        var request = URLRequest(url: endpoint.appendingPathComponent("v1/photos"))
        request.httpMethod = "POST"
        request.setValue(item.contentType, forHTTPHeaderField: "Content-Type")
        request.setValue(item.id, forHTTPHeaderField: "X-Shoebox-Asset")
        // The multipart body is built in memory; uploadTask(with:from:) is rejected
        // by background sessions ("Upload tasks from NSData are not supported"),
        // so send it as a plain request body.
        request.httpBody = item.multipartBody()
        let task = session.dataTask(with: request)
        task.taskDescription = item.id
        task.resume()
        store.markInFlight(item.id)
        log.info("queued \(item.id, privacy: .public) (\(item.byteCount) bytes)")
    }
}

extension BackgroundUploader: URLSessionDataDelegate {
    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        guard let id = task.taskDescription else { return }
        if let error = error as NSError? {
            log.error("upload \(id, privacy: .public) failed: \(error.domain, privacy: .public) \(error.code)")
            store.markFailed(id, reason: "Upload failed: \(error.localizedDescription) (\(error.code))")
        } else {
            store.markDone(id)
        }
    }

    func urlSessionDidFinishEvents(forBackgroundURLSession session: URLSession) {
        DispatchQueue.main.async { [weak self] in
            self?.backgroundEventsCompletion?()
            self?.backgroundEventsCompletion = nil
        }
    }
}
