import Foundation

public protocol URLSessionDataTaskProtocol { func resume() }
extension URLSessionDataTask: URLSessionDataTaskProtocol {}

public protocol URLSessionProtocol {
    func dataTask(with request: URLRequest, completionHandler: @escaping @Sendable (Data?, URLResponse?, Error?) -> Void) -> URLSessionDataTaskProtocol
}

extension URLSession: URLSessionProtocol {
    public func dataTask(with request: URLRequest, completionHandler: @escaping @Sendable (Data?, URLResponse?, Error?) -> Void) -> URLSessionDataTaskProtocol {
        dataTask(with: request, completionHandler: completionHandler) as URLSessionDataTask
    }
}

public final class TranscriptSummarizer {
    private let session: URLSessionProtocol

    public init(session: URLSessionProtocol = URLSession.shared) {
        self.session = session
    }

    public func summarize(_ transcript: String) async throws -> String {
        let request = try SummaryRequest(transcript: transcript).urlRequest()
        return try await withCheckedThrowingContinuation { continuation in
            session.dataTask(with: request) { data, _, error in
                if let error { continuation.resume(throwing: error); return }
                continuation.resume(with: Result { try SummaryResponse.decode(data).text })
            }.resume()
        }
    }
}
