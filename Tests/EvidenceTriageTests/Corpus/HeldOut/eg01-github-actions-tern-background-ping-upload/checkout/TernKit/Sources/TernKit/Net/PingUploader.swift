import Foundation

/// Uploads serialized pings. Since 4.2 uploads go through a background URLSession so that
/// pings queued when the app is backgrounded still leave the device (the OS decides when).
public final class PingUploader: NSObject {
    public static let sessionIdentifier = "com.ternapp.pings.bg"

    private let config: UploaderConfiguration
    private lazy var session: URLSession = {
        let cfg = URLSessionConfiguration.background(withIdentifier: Self.sessionIdentifier)
        cfg.isDiscretionary = false
        cfg.sessionSendsLaunchEvents = true
        return URLSession(configuration: cfg, delegate: self, delegateQueue: nil)
    }()
    var onTaskFinished: ((URLSessionTask, Error?) -> Void)?

    public init(config: UploaderConfiguration) {
        self.config = config
    }

    /// Writes the body to disk and hands an upload task to the background session.
    /// Returns as soon as the task is resumed; completion arrives through the delegate.
    func enqueue(path: String, body: Data) throws -> URLSessionUploadTask {
        let file = config.spoolDirectory.appendingPathComponent(UUID().uuidString)
        try body.write(to: file, options: .atomic)
        var request = URLRequest(url: config.serverEndpoint.appendingPathComponent(path))
        request.httpMethod = "POST"
        request.addValue("application/json; charset=utf-8", forHTTPHeaderField: "Content-Type")
        request.addValue(createDateHeaderValue(), forHTTPHeaderField: "Date")
        let task = session.uploadTask(with: request, fromFile: file)
        task.resume()
        NSLog("TernKit/PingUploader : upload task %lu resumed in background session %@", task.taskIdentifier, Self.sessionIdentifier)
        return task
    }

    func createDateHeaderValue(date: Date = Date()) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.setLocalizedDateFormatFromTemplate("EEE, dd MMM yyyy HH:mm:ss z")
        return formatter.string(from: date)
    }
}

extension PingUploader: URLSessionTaskDelegate {
    public func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        onTaskFinished?(task, error)
    }
}
