import Foundation

final class BackgroundUploader: NSObject, URLSessionDataDelegate {
    private lazy var session: URLSession = {
        let config = URLSessionConfiguration.background(withIdentifier: sessionIdentifier)
        config.sessionSendsLaunchEvents = true
        return URLSession(configuration: config, delegate: self, delegateQueue: nil)
    }()
    private let sessionIdentifier: String

    init(sessionIdentifier: String) { self.sessionIdentifier = sessionIdentifier }

    func enqueue(photoAt file: URL, to endpoint: URL) throws -> URLSessionTask {
        var request = URLRequest(url: endpoint)
        request.httpMethod = "POST"
        request.setValue("image/jpeg", forHTTPHeaderField: "Content-Type")
        request.httpBody = try Data(contentsOf: file)
        let task = session.dataTask(with: request)
        task.taskDescription = file.lastPathComponent
        task.resume()
        return task
    }
}
