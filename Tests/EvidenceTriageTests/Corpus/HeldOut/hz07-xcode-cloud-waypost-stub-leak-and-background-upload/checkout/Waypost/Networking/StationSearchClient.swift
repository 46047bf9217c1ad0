import Foundation

/// Typeahead search for stations. Each keystroke cancels the previous query after a 150 ms debounce.
final class StationSearchClient {
    private let session: URLSession
    private let baseURL: URL
    private var pending: Task<Void, Never>?

    init(session: URLSession, baseURL: URL) {
        self.session = session
        self.baseURL = baseURL
    }

    func search(_ text: String, results: @escaping ([Station]) -> Void) {
        pending?.cancel()
        pending = Task { [session, baseURL] in
            try? await Task.sleep(for: .milliseconds(150))
            guard !Task.isCancelled else { return }
            let url = baseURL.appendingPathComponent("v3/stations").appending(queryItems: [.init(name: "q", value: text)])
            guard let (data, _) = try? await session.data(from: url) else { return }
            results((try? JSONDecoder().decode([Station].self, from: data)) ?? [])
        }
    }
}
