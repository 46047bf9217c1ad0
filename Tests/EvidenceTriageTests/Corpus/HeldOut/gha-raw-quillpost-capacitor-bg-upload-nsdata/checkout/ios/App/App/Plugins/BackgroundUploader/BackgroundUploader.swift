import Foundation

/// Native side of the `QuillUploader` Capacitor plugin. Uploads keep running when the
/// app is suspended, so the session is always a background session.
final class BackgroundUploader: NSObject {
    struct Request {
        let url: URL
        let method: String
        let filePath: String
        let fields: [String: String]
    }

    private(set) var session: URLSession!
    private(set) var pendingTaskIDs: [String] = []

    init(sessionIdentifier: String) {
        super.init()
        let configuration = URLSessionConfiguration.background(withIdentifier: sessionIdentifier)
        configuration.sessionSendsLaunchEvents = true
        session = URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
    }

    func start(_ request: Request) throws -> String {
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method
        let task: URLSessionUploadTask
        if request.method == "PUT" {
            task = session.uploadTask(with: urlRequest, fromFile: URL(fileURLWithPath: request.filePath))
        } else {
            let boundary = "Boundary-\(UUID().uuidString)"
            urlRequest.setValue("multipart/form-data; boundary=\(boundary)", forHTTPHeaderField: "Content-Type")
            let body = try MultipartBody(boundary: boundary, fields: request.fields,
                                         fileURL: URL(fileURLWithPath: request.filePath)).data()
            task = session.uploadTask(with: urlRequest, from: body)
        }
        let id = UUID().uuidString
        task.taskDescription = id
        task.resume()
        pendingTaskIDs.append(id)
        return id
    }

    func invalidate() {
        session.invalidateAndCancel()
    }
}

extension BackgroundUploader: URLSessionTaskDelegate {
    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        pendingTaskIDs.removeAll { $0 == task.taskDescription }
    }
}
