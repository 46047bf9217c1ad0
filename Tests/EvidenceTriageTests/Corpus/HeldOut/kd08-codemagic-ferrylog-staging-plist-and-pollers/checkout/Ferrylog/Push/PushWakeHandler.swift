import UIKit

final class PushWakeHandler {
    static let shared = PushWakeHandler(downloader: AttachmentDownloader.shared)
    private let downloader: AttachmentDownloading

    init(downloader: AttachmentDownloading) {
        self.downloader = downloader
    }

    func handle(_ userInfo: [AnyHashable: Any], applicationState: UIApplication.State,
                completion: @escaping (UIBackgroundFetchResult) -> Void) {
        Task {
            let changed = await AnnouncementInbox.shared.fetchNew()
            downloader.resumePending()
            completion(changed ? .newData : .noData)
        }
    }
}
