import Foundation

/// Thin wrapper over the token endpoint. Delivers its result on whatever queue
/// URLSession calls back on.
nonisolated struct TokenRequest: Sendable {
    let session: URLSession
    let endpoint: URL

    func start(refreshToken: String, _ callback: @escaping (Result<AccessToken, Error>) -> Void) {
        var request = URLRequest(url: endpoint)
        request.httpMethod = "POST"
        request.httpBody = Data("grant_type=refresh_token&refresh_token=\(refreshToken)".utf8)
        session.dataTask(with: request) { data, _, error in
            if let error { return callback(.failure(error)) }
            callback(Result { try JSONDecoder().decode(AccessToken.self, from: data ?? Data()) })
        }.resume()
    }
}
