import Foundation

/// The body of the `com.trailmix.app.conditions-refresh` BGAppRefreshTask. Tests call `run` directly.
final class TrailConditionsRefreshJob {
    let session: URLSession
    let store: ConditionsStore
    let baseURL: URL

    init(session: URLSession = .shared, store: ConditionsStore, baseURL: URL) {
        self.session = session; self.store = store; self.baseURL = baseURL
    }

    func run(completion: @escaping (Bool) -> Void) {
        var components = URLComponents(url: baseURL.appendingPathComponent("v3/conditions"), resolvingAgainstBaseURL: false)!
        // Only ask for what changed since the last successful refresh.
        components.queryItems = [URLQueryItem(name: "since", value: String(Int(store.cursor.timeIntervalSince1970)))]
        let task = session.dataTask(with: components.url!) { data, response, error in
            guard let data, error == nil, let page = try? ConditionsPage.decode(data) else { return completion(false) }
            self.store.cursor = page.serverTime          // advanced before the save below
            do {
                try self.store.save(page.conditions)
                completion(true)
            } catch {
                completion(false)
            }
        }
        task.resume()
    }
}
