import Foundation

/// Uploads queued notes so they finish even if the app is suspended.
public final class NoteUploadSession: NSObject {
    public static let identifier = "app.quarrynotes.uploads"
    private lazy var session = URLSession(configuration: .background(withIdentifier: Self.identifier),
                                          delegate: self, delegateQueue: nil)

    public func upload(_ note: QueuedNote, completion: @escaping (Result<Int, Error>) -> Void) {
        var request = URLRequest(url: note.endpoint)
        request.httpMethod = "PUT"
        let task = session.uploadTask(with: request, fromFile: note.fileURL) { _, response, error in
            if let error { return completion(.failure(error)) }
            completion(.success((response as? HTTPURLResponse)?.statusCode ?? 0))
        }
        task.resume()
    }
}
extension NoteUploadSession: URLSessionDelegate {}
