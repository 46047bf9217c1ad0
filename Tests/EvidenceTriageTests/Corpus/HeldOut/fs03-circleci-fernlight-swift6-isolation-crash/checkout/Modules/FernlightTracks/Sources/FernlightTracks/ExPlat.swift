import Foundation

/// Fetches experiment assignments from the analytics backend.
/// Built in the Swift 5 language mode; its completion handlers are plain (non-Sendable) closures.
public final class ExPlat {
    public static let shared = ExPlat(session: .shared)

    public private(set) var assignments: [String: String] = [:]
    private let session: URLSession
    private let endpoint = URL(string: "https://analytics.fernlight.example/explat/v2/assignments")!

    public init(session: URLSession) {
        self.session = session
    }

    /// Calls `completion` on the URL session's delegate queue.
    public func refresh(completion: @escaping (Result<[String: String], Error>) -> Void) {
        let task = session.dataTask(with: endpoint) { [weak self] data, _, error in
            if let error {
                completion(.failure(error))
                return
            }
            let decoded = (try? JSONDecoder().decode(AssignmentsResponse.self, from: data ?? Data()))?.variations ?? [:]
            self?.assignments = decoded
            completion(.success(decoded))
        }
        task.resume()
    }
}

struct AssignmentsResponse: Decodable {
    let variations: [String: String]
}
