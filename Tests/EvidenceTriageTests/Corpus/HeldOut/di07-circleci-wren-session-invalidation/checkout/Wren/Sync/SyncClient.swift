import Foundation

final class SyncClient {
    private let session: URLSession
    init(baseURL: URL) { session = URLSession(configuration: .default); self.baseURL = baseURL }
    let baseURL: URL
    func logout() { session.invalidateAndCancel() }
    func fetchHighlights(since: Int) -> FetchResult {
        // no check for a logged-out / invalidated session before creating the task
        let task = session.dataTask(with: baseURL.appending(path: "highlights"))
        task.resume()
        return .started
    }
}
