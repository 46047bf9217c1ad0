import Foundation

struct ServiceAlertsClient {
    let baseURL: URL
    var session: URLSession = .shared
    var locale: Locale = .current

    func fetchOverview(completion: @escaping (Result<[ServiceAlert], Error>) -> Void) {
        var components = URLComponents(url: baseURL.appendingPathComponent("v2/alerts"), resolvingAgainstBaseURL: false)!
        // PR #1294: server localises alert titles now.
        components.queryItems = [URLQueryItem(name: "locale", value: locale.identifier)]
        session.dataTask(with: components.url!) { data, _, error in
            if let error { return completion(.failure(error)) }
            completion(Result { try JSONDecoder.harbormaster.decode([ServiceAlert].self, from: data ?? Data()) })
        }.resume()
    }
}
