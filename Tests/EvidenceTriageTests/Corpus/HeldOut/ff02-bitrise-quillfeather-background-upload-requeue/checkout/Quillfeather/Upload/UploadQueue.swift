//
//  UploadQueue.swift
//  Quillfeather
//

import Foundation

enum UploadState: String, Codable, Equatable {
    case queued, uploading, uploaded, failed
}

struct UploadRecord: Codable, Equatable {
    let assetID: String
    var state: UploadState
    var attempts: Int
}

/// Persists upload state across launches and reacts to the background
/// session's delegate callbacks (also delivered after a relaunch through
/// application(_:handleEventsForBackgroundURLSession:completionHandler:)).
final class UploadQueue {
    private(set) var records: [String: UploadRecord] = [:]
    private let maxAttempts = 5

    func enqueue(assetID: String) {
        records[assetID] = UploadRecord(assetID: assetID, state: .queued, attempts: 0)
    }

    func markStarted(assetID: String) {
        records[assetID]?.state = .uploading
        records[assetID]?.attempts += 1
    }

    func taskDidComplete(assetID: String, statusCode: Int?, error: Error?) {
        guard var record = records[assetID] else { return }
        if let error = error as NSError? {
            if error.domain == NSURLErrorDomain && error.code == NSURLErrorCancelled {
                // Cancelled tasks are treated as abandoned by the user.
                record.state = .failed
            } else {
                record.state = record.attempts < maxAttempts ? .queued : .failed
            }
        } else if let statusCode, (200..<300).contains(statusCode) {
            record.state = .uploaded
        } else {
            record.state = record.attempts < maxAttempts ? .queued : .failed
        }
        records[assetID] = record
    }
}
