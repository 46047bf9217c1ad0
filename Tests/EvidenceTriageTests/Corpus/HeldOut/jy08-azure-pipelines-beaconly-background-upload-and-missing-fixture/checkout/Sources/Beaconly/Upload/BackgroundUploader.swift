import Foundation

/// Sends event batches through a background URLSession so they survive suspension.
final class BackgroundUploader: NSObject, URLSessionTaskDelegate {
    static let sessionIdentifier = "io.beaconly.sdk.upload"

    private lazy var session: URLSession = {
        let config = URLSessionConfiguration.background(withIdentifier: Self.sessionIdentifier)
        config.sessionSendsLaunchEvents = true
        return URLSession(configuration: config, delegate: self, delegateQueue: nil)
    }()
    private let endpoint: URL
    var onComplete: ((Int, Error?) -> Void)?

    init(endpoint: URL) { self.endpoint = endpoint }

    @discardableResult
    func upload(batch: EventBatch) -> URLSessionUploadTask {
        var request = URLRequest(url: endpoint.appendingPathComponent("batch"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        let body = try! JSONEncoder().encode(batch)
        let task = session.uploadTask(with: request, from: body)
        task.taskDescription = batch.id
        task.resume()
        return task
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        onComplete?((task.response as? HTTPURLResponse)?.statusCode ?? 0, error)
    }
}
