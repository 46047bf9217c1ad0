import Foundation

/// Fetches the user's tariff rates; runs in the usage-refresh task and on app start.
final class TariffFetcher {
    private let session: URLSession
    private let store: TariffStore
    private let base = URL(string: "https://api.brightmeter.test")!

    init(session: URLSession = .shared, store: TariffStore) {
        self.session = session
        self.store = store
    }

    func fetch(account: String, attempt: Int = 1) async {
        // v3 since release 4.12 (rates are per half-hour slot).
        let url = base.appending(path: "v3/tariffs").appending(queryItems: [URLQueryItem(name: "account", value: account)])
        do {
            let (data, _) = try await session.data(from: url)
            try store.save(try JSONDecoder().decode(TariffResponse.self, from: data))
        } catch {
            let delay = min(pow(2.0, Double(attempt)), 30)
            print("[TariffFetcher] request failed: \(error as NSError); retrying in \(delay)s")
            try? await Task.sleep(for: .seconds(delay))
            await fetch(account: account, attempt: attempt + 1)
        }
    }
}
