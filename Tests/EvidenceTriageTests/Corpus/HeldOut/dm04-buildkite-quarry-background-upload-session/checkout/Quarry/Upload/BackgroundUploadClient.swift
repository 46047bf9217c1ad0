import Foundation

/// One uploader per survey project. Uploads run in a background URLSession so
/// they continue while the app is suspended.
final class BackgroundUploadClient: NSObject, URLSessionTaskDelegate {
    static let sessionIdentifier = "com.quarryapp.survey.uploads"

    private(set) var completed: [String] = []
    private(set) lazy var session: URLSession = {
        let configuration = URLSessionConfiguration.background(withIdentifier: Self.sessionIdentifier)
        configuration.sessionSendsLaunchEvents = true
        return URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
    }()
    var onComplete: ((String, Error?) -> Void)?

    func upload(file: URL, to endpoint: URL, uploadID: String) -> URLSessionUploadTask {
        var request = URLRequest(url: endpoint)
        request.httpMethod = "PATCH"
        let task = session.uploadTask(with: request, fromFile: file)
        task.taskDescription = uploadID
        task.resume()
        return task
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        guard let id = task.taskDescription else { return }
        completed.append(id)
        onComplete?(id, error)
    }
}
