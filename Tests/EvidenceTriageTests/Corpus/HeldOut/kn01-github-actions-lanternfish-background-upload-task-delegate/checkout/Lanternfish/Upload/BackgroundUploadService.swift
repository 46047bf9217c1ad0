import Foundation

/// Uploads originals through a background URLSession so transfers continue while the app is suspended.
final class BackgroundUploadService: NSObject, URLSessionTaskDelegate, URLSessionDataDelegate {
    static let shared = BackgroundUploadService(identifier: "com.lanternfish.app.upload")

    private(set) var session: URLSession!
    private var reconnectCompletion: (() -> Void)?
    var onTaskCompleted: ((String, Int) -> Void)?

    init(identifier: String) {
        super.init()
        let config = URLSessionConfiguration.background(withIdentifier: identifier)
        config.sessionSendsLaunchEvents = true
        config.isDiscretionary = false
        config.httpMaximumConnectionsPerHost = 2
        session = URLSession(configuration: config, delegate: self, delegateQueue: nil)
    }

    @discardableResult
    func enqueue(_ asset: PendingAsset) -> URLSessionUploadTask {
        var request = URLRequest(url: asset.destination)
        request.httpMethod = "PUT"
        request.setValue(asset.contentType, forHTTPHeaderField: "Content-Type")
        NSLog("[Upload] enqueue %@ -> %@ (background session %@)",
              asset.filename, asset.destination.absoluteString, session.configuration.identifier ?? "-")
        let task = session.uploadTask(with: request, fromFile: asset.fileURL)
        task.taskDescription = asset.id
        task.resume()
        return task
    }

    func reconnect(identifier: String, completion: @escaping () -> Void) {
        reconnectCompletion = completion
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        let status = (task.response as? HTTPURLResponse)?.statusCode ?? -1
        NSLog("[Upload] didComplete %@ (HTTP %ld) error=%@", task.taskDescription ?? "?", status,
              error.map { String(describing: $0) } ?? "nil")
        onTaskCompleted?(task.taskDescription ?? "", status)
    }

    func urlSessionDidFinishEvents(forBackgroundURLSession session: URLSession) {
        DispatchQueue.main.async { [weak self] in
            self?.reconnectCompletion?()
            self?.reconnectCompletion = nil
        }
    }
}
