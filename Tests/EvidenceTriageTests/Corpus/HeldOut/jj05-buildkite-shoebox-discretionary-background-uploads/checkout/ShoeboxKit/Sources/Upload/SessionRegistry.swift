//
//  SessionRegistry.swift
//  ShoeboxKit
//
//  Maps URLSession delegate callbacks back to per-task completion handlers.
//

import Foundation

public final class SessionRegistry {
    public static let shared = SessionRegistry()
    static let foregroundSessionID = "com.larchmont.shoebox.foreground"

    final class SessionData {
        var completionHandlers: [Int: (Result<HTTPURLResponse, Error>) -> Void] = [:]
        var systemCompletionHandler: (() -> Void)?
    }

    private var sessions: [String: SessionData] = [:]
    private let lock = NSLock()

    /// There are two foreground sessions (metadata requests and the change-feed longpoll)
    /// and one background session.
    func sessionID(for session: URLSession) -> String {
        session.configuration.identifier ?? Self.foregroundSessionID
    }

    public func addCompletionHandler(_ handler: @escaping (Result<HTTPURLResponse, Error>) -> Void, forTask taskIdentifier: Int, in session: URLSession) {
        lock.withLock {
            let data = sessions[sessionID(for: session), default: SessionData()]
            // taskIdentifier is only unique within one URLSession.
            data.completionHandlers[taskIdentifier] = handler
            sessions[sessionID(for: session)] = data
        }
    }

    public func complete(task: URLSessionTask, in session: URLSession, error: Error?) {
        let handler = lock.withLock { sessions[sessionID(for: session)]?.completionHandlers.removeValue(forKey: task.taskIdentifier) }
        if let error {
            handler?(.failure(error))
        } else if let response = task.response as? HTTPURLResponse {
            handler?(.success(response))
        }
    }

    public func storeSystemCompletionHandler(_ handler: @escaping () -> Void, forBackgroundSession identifier: String) {
        lock.withLock { sessions[identifier, default: SessionData()].systemCompletionHandler = handler }
    }

    public func finishBackgroundEvents(for session: URLSession) {
        let handler = lock.withLock { () -> (() -> Void)? in
            let h = sessions[sessionID(for: session)]?.systemCompletionHandler
            sessions[sessionID(for: session)]?.systemCompletionHandler = nil
            return h
        }
        DispatchQueue.main.async { handler?() }
    }
}
