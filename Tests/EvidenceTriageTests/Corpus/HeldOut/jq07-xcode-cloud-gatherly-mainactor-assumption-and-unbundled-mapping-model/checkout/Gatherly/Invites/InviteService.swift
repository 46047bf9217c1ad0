import Foundation

/// Callback-based client kept for the share extension, which cannot use async/await yet.
final class InviteService: @unchecked Sendable {
    private let session: URLSession
    private let baseURL: URL

    init(session: URLSession = .shared, baseURL: URL) {
        self.session = session
        self.baseURL = baseURL
    }

    /// `completion` runs on the URLSession delegate queue.
    func fetchInvites(completion: @escaping @Sendable (Result<[Invite], Error>) -> Void) {
        let task = session.dataTask(with: baseURL.appendingPathComponent("v2/invites")) { data, _, error in
            if let error { return completion(.failure(error)) }
            completion(Result { try JSONDecoder.gatherly.decode([Invite].self, from: data ?? Data()) })
        }
        task.resume()
    }
}
