import Foundation

/// Fetches the latest score for a match from the feed service.
final class ScoreFeedClient {
    private let session: URLSession
    private let baseURL: URL

    init(session: URLSession = .shared, baseURL: URL = URL(string: "https://feed.pennant.example/v2")!) {
        self.session = session
        self.baseURL = baseURL
    }

    func latest(matchID: String, completion: @escaping (Result<MatchAttributes.ContentState, Error>) -> Void) {
        let url = baseURL.appendingPathComponent("matches").appendingPathComponent(matchID)
        session.dataTask(with: url) { data, _, error in
            if let error { return completion(.failure(error)) }
            do {
                let state = try JSONDecoder().decode(MatchAttributes.ContentState.self, from: data ?? Data())
                completion(.success(state))
            } catch {
                completion(.failure(error))
            }
        }.resume()
    }
}
