import UIKit

final class ReaderStreamViewController: UITableViewController {
    var service: ReaderPostService = .shared
    private(set) var posts: [ReaderPost] = []

    /// Called from AppDelegate's `application(_:performFetchWithCompletionHandler:)` while the
    /// reader tab is in memory.
    func backgroundFetch(_ completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        let topBefore = tableView.indexPathsForVisibleRows?.first
        service.fetchNewPosts(for: stream) { [weak self] result in
            guard let self else { return completionHandler(.noData) }
            switch result {
            case .success(let newPosts):
                self.posts = newPosts + self.posts
                self.tableView.reloadData()
                // Keep the reader where they were; with an empty stream there is no row 0.
                self.tableView.scrollToRow(at: topBefore ?? IndexPath(row: 0, section: 0), at: .top, animated: false)
                completionHandler(newPosts.isEmpty ? .noData : .newData)
            case .failure:
                completionHandler(.failed)
            }
        }
    }

    var stream: ReaderStream = .following
}
