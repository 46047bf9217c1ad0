import Foundation
import os

extension NewsBlurAccountDelegate {
    /// Downloads unread stories 100 hashes at a time, calling itself until
    /// no hashes are left.
    func refreshUnreadStories(for account: Account, hashes: [NewsBlurStoryHash]?, updateFetchDate: Date?,
                              completion: @escaping (Result<Void, Error>) -> Void) {
        defer {
            refreshProgress.completeTask()
            Self.logger.info("NewsBlur: Finished refreshing stories")
        }

        guard let hashes, !hashes.isEmpty else {
            if let updateFetchDate {
                accountMetadata?.lastArticleFetchStartTime = updateFetchDate
                accountMetadata?.lastArticleFetchEndTime = Date()
            }
            completion(.success(()))
            return
        }

        let batch = Array(hashes.prefix(100))
        caller.retrieveStories(hashes: batch) { result in
            switch result {
            case .success(let (stories, date)):
                self.processStories(account: account, stories: stories) { _ in
                    self.refreshUnreadStories(for: account, hashes: Array(hashes.dropFirst(batch.count)),
                                              updateFetchDate: date, completion: completion)
                }
            case .failure(let error):
                completion(.failure(error))
            }
        }
    }
}
