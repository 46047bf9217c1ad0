import Foundation

/// Renews the pharmacy API token. `renewBlocking()` exists for callers that are not async yet.
final class TokenRenewer {
    private let session: URLSessioning
    private(set) var token: String?

    init(session: URLSessioning) { self.session = session }

    func renew(completion: @escaping (Result<String, Error>) -> Void) {
        session.post("/oauth/renew") { result in
            // UI observes `token`, so publish on main.
            DispatchQueue.main.async {
                self.token = try? result.get()
                completion(result)
            }
        }
    }

    func renewBlocking() throws -> String {
        let semaphore = DispatchSemaphore(value: 0)
        var outcome: Result<String, Error> = .failure(URLError(.unknown))
        renew { result in
            outcome = result
            semaphore.signal()
        }
        semaphore.wait()
        return try outcome.get()
    }
}
