import Foundation
import os

/// Runs in the share extension: copies the shared photo into the app group container and
/// starts a background upload from that file.
final class ShareUploader: NSObject, URLSessionTaskDelegate {
    private let log = AppGroupLogger(group: UploadSessionFactory.appGroup, category: "share-upload")
    private lazy var session = UploadSessionFactory.makeSession(for: .shareExtension, delegate: self)

    func upload(photoAt source: URL, to endpoint: URL) throws {
        let container = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: UploadSessionFactory.appGroup)!
        let staged = container.appendingPathComponent("Uploads/upload-\(UUID().uuidString.prefix(4)).jpg")
        try FileManager.default.createDirectory(at: staged.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: source, to: staged)
        log.write("staged \(staged.lastPathComponent) in app group container")

        var request = URLRequest(url: endpoint)
        request.httpMethod = "PUT"
        let task = session.uploadTask(with: request, fromFile: staged)
        task.taskDescription = staged.lastPathComponent
        task.resume()
        log.write("upload task \(task.taskIdentifier) resumed on \(session.configuration.identifier ?? "-")")
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        if let error {
            log.write("upload \(task.taskDescription ?? "-") failed: \(error)")
        } else {
            log.write("upload \(task.taskDescription ?? "-") finished")
        }
    }
}
