import Foundation

/// Uploads inspection photos through a background session so large sets finish after the
/// inspector locks the phone.
final class PhotoUploadQueue: NSObject, URLSessionTaskDelegate {
    static let sessionID = "com.brindle.inspect.photo-uploads"
    private(set) lazy var session: URLSession = URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
    private let configuration: URLSessionConfiguration

    init(configuration: URLSessionConfiguration = .background(withIdentifier: PhotoUploadQueue.sessionID)) {
        self.configuration = configuration
    }

    func enqueue(photo: Data, to endpoint: URL) -> URLSessionUploadTask {
        var request = URLRequest(url: endpoint)
        request.httpMethod = "PUT"
        request.setValue("image/heic", forHTTPHeaderField: "Content-Type")
        // Only upload tasks from a file are supported in background sessions.
        let task = session.uploadTask(with: request, from: photo)
        task.resume()
        return task
    }
}
