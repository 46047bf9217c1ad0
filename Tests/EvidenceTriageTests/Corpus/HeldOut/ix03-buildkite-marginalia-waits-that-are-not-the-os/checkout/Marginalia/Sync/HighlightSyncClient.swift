import Foundation

/// Uploads queued highlights. Also called from the `com.marginalia.reader.highlights-upload`
/// processing task; tests call it directly.
final class HighlightSyncClient {
    private let session: URLSession
    private let baseURL: URL

    init(baseURL: URL = URL(string: "https://sync.marginalia.test/v2")!,
         configuration: URLSessionConfiguration = .ephemeral) {
        self.baseURL = baseURL
        // A session built from its own configuration only consults that configuration's
        // protocolClasses; classes registered with URLProtocol.registerClass are not used.
        self.session = URLSession(configuration: configuration)
    }

    func upload(_ highlights: [Highlight], completion: @escaping (Result<Int, Error>) -> Void) {
        var request = URLRequest(url: baseURL.appendingPathComponent("highlights"))
        request.httpMethod = "POST"
        request.httpBody = try? JSONEncoder().encode(highlights)
        session.dataTask(with: request) { _, response, error in
            if let error { return completion(.failure(error)) }
            completion(.success((response as? HTTPURLResponse)?.statusCode ?? 0))
        }.resume()
    }
}
