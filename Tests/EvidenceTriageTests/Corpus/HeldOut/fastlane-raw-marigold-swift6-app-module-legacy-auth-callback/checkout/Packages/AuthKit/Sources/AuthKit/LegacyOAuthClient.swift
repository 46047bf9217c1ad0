// AuthKit is still built with SWIFT_VERSION = 5 (strict concurrency: minimal).
import Foundation

public final class LegacyOAuthClient: NSObject, URLSessionDelegate {
    private lazy var session = URLSession(configuration: configuration, delegate: self, delegateQueue: queue)
    private let queue: OperationQueue = {
        let q = OperationQueue()
        q.name = "AuthKit.LegacyOAuthClient"
        q.maxConcurrentOperationCount = 1
        return q
    }()
    let configuration: URLSessionConfiguration

    public init(configuration: URLSessionConfiguration = .ephemeral) {
        self.configuration = configuration
    }

    /// Calls `completion` on the client's delegate queue.
    public func exchange(code: String, completion: @escaping (Result<Session, Error>) -> Void) {
        var request = URLRequest(url: URL(string: "https://auth.marigold.example/oauth/token")!)
        request.httpMethod = "POST"
        request.httpBody = Data("grant_type=authorization_code&code=\(code)".utf8)
        session.dataTask(with: request) { data, _, error in
            completion(Result { try Session.decode(data, error) })
        }.resume()
    }
}
