import Foundation

public final class EventFeedFetcher {
    public enum Feed { case upcoming, saved }
    let api: EventAPI
    private var completion: ((Result<[Event], Error>) -> Void)?   // one slot for every in-flight fetch

    public init(api: EventAPI) { self.api = api }

    public func fetchEvents(_ feed: Feed, completion: @escaping (Result<[Event], Error>) -> Void) {
        self.completion = completion            // a second call replaces the first caller's handler
        api.load(feed) { [weak self] result in
            self?.completion?(result)           // ...so both responses reach the last handler
        }
    }

    public func cancelAll() { api.cancelAll() }
}
