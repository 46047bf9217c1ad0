import Foundation

/// Uploads product images through a background URLSession so they finish if the app is suspended.
final class MediaUploader: NSObject, URLSessionTaskDelegate {
    static let sessionIdentifier = "com.harrowgate.app.media-upload"
    private(set) lazy var session: URLSession = {
        let config = URLSessionConfiguration.background(withIdentifier: Self.sessionIdentifier)
        config.sessionSendsLaunchEvents = true
        return URLSession(configuration: config, delegate: self, delegateQueue: nil)
    }()

    func upload(fileAt url: URL, to endpoint: URL, token: String) -> URLSessionUploadTask {
        var request = URLRequest(url: endpoint)
        request.httpMethod = "POST"
        request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        let task = session.uploadTask(with: request, fromFile: url)
        task.resume()
        return task
    }

    func tearDown() {
        session.invalidateAndCancel()
    }
}
