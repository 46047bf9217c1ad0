import Foundation
import Observation
import LumenSync

@MainActor
@Observable
final class ReaderState {
    var progress: Double = 0 {
        didSet { progress = min(max(progress, 0), 1) }
    }
    private(set) var bookmarks: [Bookmark] = []
    private let client: BookmarkSyncClient

    init(client: BookmarkSyncClient) {
        self.client = client
    }

    /// BookmarkSyncClient (Objective-C, LumenSync) calls `onChange` on its private
    /// delivery queue. The closure below is formed in a @MainActor method, so under
    /// Swift 6 it is MainActor-isolated and the runtime checks the queue on entry.
    func startBookmarkSync() async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            client.onChange = { [weak self] bookmarks in
                self?.bookmarks = bookmarks
                done.resume()
            }
            client.start()
        }
    }
}
