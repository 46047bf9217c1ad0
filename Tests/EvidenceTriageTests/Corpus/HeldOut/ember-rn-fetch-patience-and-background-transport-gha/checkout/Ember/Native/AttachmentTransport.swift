import Foundation

extension URLSession {
    /// Shared background session; identifier must stay stable across launches.
    static let emberBackground: URLSession = {
        let config = URLSessionConfiguration.background(withIdentifier: "app.ember.chat.uploads")
        config.sessionSendsLaunchEvents = true
        return URLSession(configuration: config)
    }()
}

final class AttachmentTransport {
    private let session: URLSession

    init(session: URLSession = .shared) {
        self.session = session
    }

    static func makeRequest(for attachment: Attachment, token: String) throws -> URLRequest {
        var request = URLRequest(url: URL(string: "https://api.ember.invalid/v2/attachments")!)
        request.httpMethod = "POST"
        request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        request.setValue(attachment.mimeType, forHTTPHeaderField: "Content-Type")
        return request
    }

    func send(_ attachment: Attachment, completion: @escaping (Result<Void, Error>) -> Void) {
        guard let request = try? Self.makeRequest(for: attachment, token: TokenStore.current) else {
            completion(.failure(TransportError.badRequest)); return
        }
        let task = session.uploadTask(with: request, from: attachment.data) { _, response, error in
            if let error { completion(.failure(error)); return }
            let status = (response as? HTTPURLResponse)?.statusCode ?? 0
            completion((200..<300).contains(status) ? .success(()) : .failure(TransportError.status(status)))
        }
        task.resume()
    }
}
