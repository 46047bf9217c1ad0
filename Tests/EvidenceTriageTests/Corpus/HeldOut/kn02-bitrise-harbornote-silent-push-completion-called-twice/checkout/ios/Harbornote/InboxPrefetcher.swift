import UIKit

/// Fetches the thread named in a silent push and stores it for the inbox.
final class InboxPrefetcher {
  static let shared = InboxPrefetcher()
  var client: InboxClient = LiveInboxClient()

  func prefetch(_ userInfo: [AnyHashable: Any], completion: @escaping (UIBackgroundFetchResult) -> Void) {
    guard let threadID = userInfo["thread_id"] as? String else {
      completion(.noData)
      return
    }
    client.fetchThread(id: threadID) { result in
      DispatchQueue.main.async {
        switch result {
        case .success(let thread):
          InboxStore.shared.upsert(thread)
          NSLog("[Harbornote] push: prefetched thread=%@ messages=%ld", threadID, thread.messages.count)
          completion(.newData)
        case .failure(let error):
          NSLog("[Harbornote] push: prefetch failed thread=%@ error=%@", threadID, String(describing: error))
          completion(.failed)
        }
      }
    }
  }
}
