//
//  UploadSessionController.swift
//  ShoeboxKit
//
//  Background URLSession that uploads favourited photos. See docs/adr/0009-background-uploads.md.
//

import Foundation

public final class UploadSessionController: NSObject {
    public static let backgroundIdentifier = "com.larchmont.shoebox.upload.v3"

    public static func makeConfiguration() -> URLSessionConfiguration {
        let configuration = URLSessionConfiguration.background(withIdentifier: backgroundIdentifier)
        // ADR-0009 (2026-07-30): let the system pick a good time for large syncs.
        configuration.isDiscretionary = true
        configuration.sessionSendsLaunchEvents = true
        configuration.allowsCellularAccess = false
        configuration.allowsExpensiveNetworkAccess = true
        configuration.httpMaximumConnectionsPerHost = 4
        return configuration
    }

    private lazy var session = URLSession(configuration: Self.makeConfiguration(), delegate: self, delegateQueue: nil)
    private let registry: SessionRegistry

    public init(registry: SessionRegistry = .shared) {
        self.registry = registry
    }

    public func upload(_ file: URL, to request: URLRequest, completion: @escaping (Result<HTTPURLResponse, Error>) -> Void) {
        let task = session.uploadTask(with: request, fromFile: file)
        registry.addCompletionHandler(completion, forTask: task.taskIdentifier, in: session)
        Log.upload.info("resumed upload task %d in %{public}@", task.taskIdentifier, Self.backgroundIdentifier)
        task.resume()
    }
}

extension UploadSessionController: URLSessionTaskDelegate {
    public func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        registry.complete(task: task, in: session, error: error)
    }

    public func urlSessionDidFinishEvents(forBackgroundURLSession session: URLSession) {
        registry.finishBackgroundEvents(for: session)
    }
}
