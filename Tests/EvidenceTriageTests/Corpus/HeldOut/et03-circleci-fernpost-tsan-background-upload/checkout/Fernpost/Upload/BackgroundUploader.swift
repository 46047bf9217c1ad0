import Foundation
import os

struct PendingUpload: Equatable {
    let entryID: UUID
    let fileURL: URL
}

/// Uploads journal photos through a background URLSession so a 40 MB
/// HEIC keeps going after the user leaves the app.
final class BackgroundUploader: NSObject, URLSessionTaskDelegate {
    static let sessionIdentifier = "com.mossgate.fernpost.uploads"

    private let endpoint: URL
    private let log = Logger(subsystem: "com.mossgate.fernpost", category: "upload")
    var onFinish: ((PendingUpload, Result<Int, Error>) -> Void)?

    private lazy var session: URLSession = {
        let configuration = URLSessionConfiguration.background(withIdentifier: Self.sessionIdentifier)
        configuration.sessionSendsLaunchEvents = true
        configuration.isDiscretionary = false
        return URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
    }()

    init(endpoint: URL) {
        self.endpoint = endpoint
    }

    @discardableResult
    func enqueue(_ upload: PendingUpload) throws -> URLSessionUploadTask {
        var request = URLRequest(url: endpoint.appendingPathComponent("entries/\(upload.entryID.uuidString)/photos"))
        request.httpMethod = "PUT"
        request.setValue("image/heic", forHTTPHeaderField: "Content-Type")

        // FP-877: report each photo's result to the timeline as soon as it lands.
        let task = session.uploadTask(with: request, fromFile: upload.fileURL) { [weak self] _, response, error in
            self?.finish(upload, response: response, error: error)
        }
        task.taskDescription = upload.entryID.uuidString
        task.resume()
        log.info("Enqueued upload for entry \(upload.entryID.uuidString, privacy: .public)")
        return task
    }

    private func finish(_ upload: PendingUpload, response: URLResponse?, error: Error?) {
        if let error {
            onFinish?(upload, .failure(error))
        } else {
            onFinish?(upload, .success((response as? HTTPURLResponse)?.statusCode ?? 0))
        }
    }
}
