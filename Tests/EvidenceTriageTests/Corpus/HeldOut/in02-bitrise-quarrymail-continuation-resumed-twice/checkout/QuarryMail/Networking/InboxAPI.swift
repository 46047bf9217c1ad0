import Foundation

enum InboxAPIError: Error, Equatable {
    case transport(String)
    case status(Int)
}

struct InboxDelta: Decodable, Equatable {
    var threads: [ThreadSummary]
    var cursor: String
}

final class InboxAPI {
    let session: URLSession
    let baseURL: URL

    init(session: URLSession, baseURL: URL) {
        self.session = session
        self.baseURL = baseURL
    }

    func request<T: Decodable>(_ path: String, completion: @escaping (Result<T, InboxAPIError>) -> Void) {
        let url = baseURL.appendingPathComponent(path)
        session.dataTask(with: url) { data, response, error in
            if let error {
                completion(.failure(.transport(error.localizedDescription)))
            }
            let status = (response as? HTTPURLResponse)?.statusCode ?? 0
            guard (200..<300).contains(status), let data else {
                completion(.failure(.status(status)))
                return
            }
            do {
                completion(.success(try JSONDecoder().decode(T.self, from: data)))
            } catch {
                completion(.failure(.status(status)))
            }
        }.resume()
    }

    func fetchDelta(since cursor: String?) async throws -> InboxDelta {
        try await withCheckedThrowingContinuation { continuation in
            request("v2/inbox/delta?cursor=\(cursor ?? "")") { (result: Result<InboxDelta, InboxAPIError>) in
                continuation.resume(with: result)
            }
        }
    }
}
