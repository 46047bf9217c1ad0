//
//  AttachmentUploader.swift
//  Manifestly
//
//  Container photos are large, so they are handed to a discretionary
//  background session and uploaded when the system judges it efficient.
//

import Foundation

final class AttachmentUploader: NSObject {
    static let sessionIdentifier = "com.tallowpoint.manifestly.attachments"

    private(set) lazy var session: URLSession = {
        let configuration = URLSessionConfiguration.background(withIdentifier: Self.sessionIdentifier)
        configuration.isDiscretionary = true
        configuration.sessionSendsLaunchEvents = true
        return URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
    }()

    func enqueue(fileURL: URL, for manifestID: String, endpoint: URL) -> URLSessionUploadTask {
        var request = URLRequest(url: endpoint.appendingPathComponent("manifests/\(manifestID)/attachments"))
        request.httpMethod = "PUT"
        let task = session.uploadTask(with: request, fromFile: fileURL)
        task.countOfBytesClientExpectsToSend = (try? fileURL.resourceValues(forKeys: [.fileSizeKey]).fileSize).map(Int64.init) ?? NSURLSessionTransferSizeUnknown
        task.resume()
        return task
    }
}

extension AttachmentUploader: URLSessionTaskDelegate {
    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        NotificationCenter.default.post(name: .attachmentUploadFinished, object: task, userInfo: ["error": error as Any])
    }
}
