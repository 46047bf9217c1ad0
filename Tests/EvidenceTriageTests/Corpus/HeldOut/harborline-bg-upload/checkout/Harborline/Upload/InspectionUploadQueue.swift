import Foundation

/// Uploads finished inspections through a background URLSession so they keep
/// going when the surveyor locks the phone on the quay.
final class InspectionUploadQueue: NSObject {
    static let sessionIdentifier = "com.harborline.uploads"
    static let shared = InspectionUploadQueue()

    private(set) lazy var session: URLSession = {
        let config = URLSessionConfiguration.background(withIdentifier: Self.sessionIdentifier)
        config.sessionSendsLaunchEvents = true
        config.isDiscretionary = false
        return URLSession(configuration: config, delegate: self, delegateQueue: nil)
    }()

    var backgroundEventsDelivered = 0
    var backgroundCompletionHandler: (() -> Void)?
    private let encoder = JSONEncoder()

    @discardableResult
    func enqueue(_ inspection: Inspection) throws -> URLSessionUploadTask {
        var request = URLRequest(url: Endpoints.inspections.appendingPathComponent(inspection.id))
        request.httpMethod = "PUT"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        let body = try encoder.encode(inspection)
        // Upload straight from memory (was: write to Caches/Outbox and upload from file).
        let task = session.uploadTask(with: request, from: body)
        task.taskDescription = inspection.id
        task.resume()
        return task
    }
}

extension InspectionUploadQueue: URLSessionDelegate, URLSessionTaskDelegate {
    func urlSessionDidFinishEvents(forBackgroundURLSession session: URLSession) {
        DispatchQueue.main.async {
            self.backgroundEventsDelivered += 1
            self.backgroundCompletionHandler?()
            self.backgroundCompletionHandler = nil
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        Outbox.shared.markFinished(task.taskDescription, error: error)
    }
}
