import Foundation

/// Uploads originals through a background URLSession so transfers survive suspension.
final class BackupUploader: NSObject, URLSessionTaskDelegate {
    static let sessionIdentifier = "com.ashgrove.photos.backup.session"

    var onTaskCompleted: ((URLSessionTask, Error?) -> Void)?

    private(set) lazy var session: URLSession = {
        let configuration = URLSessionConfiguration.background(withIdentifier: Self.sessionIdentifier)
        configuration.isDiscretionary = false
        configuration.sessionSendsLaunchEvents = true
        return URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
    }()

    func enqueue(_ files: [URL], to endpoint: URL) {
        for file in files {
            var request = URLRequest(url: endpoint.appendingPathComponent(file.lastPathComponent))
            request.httpMethod = "PUT"
            session.uploadTask(with: request, fromFile: file).resume()
        }
        print("BackupUploader: enqueued \(files.count) uploads on background session \(Self.sessionIdentifier) (isDiscretionary=false)")
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        onTaskCompleted?(task, error)
    }
}
