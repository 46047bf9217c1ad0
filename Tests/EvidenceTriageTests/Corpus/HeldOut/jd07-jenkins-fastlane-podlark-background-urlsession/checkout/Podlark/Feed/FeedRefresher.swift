import Foundation

/// Refreshes subscribed feeds. Moved to a background configuration in #452 so a
/// refresh started just before the user leaves the app still completes.
final class FeedRefresher {
    private let session = URLSession(configuration: .background(withIdentifier: "fm.podlark.ios.feed"))
    private let parser = FeedParser()

    func refresh(_ feed: URL, completion: @escaping (Result<[Episode], Error>) -> Void) {
        let task = session.dataTask(with: feed) { data, _, error in
            if let error { return completion(.failure(error)) }
            completion(Result { try self.parser.episodes(from: data ?? Data()) })
        }
        task.resume()
    }
}
