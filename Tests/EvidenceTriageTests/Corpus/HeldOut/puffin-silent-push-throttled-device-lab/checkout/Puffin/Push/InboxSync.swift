import UIKit

final class InboxSync {
    static let shared = InboxSync(api: LiveInboxAPI())
    var onBackgroundWake: ((Date) -> Void)?
    private let api: InboxAPI

    init(api: InboxAPI) { self.api = api }

    func handleRemoteNotification(_ userInfo: [AnyHashable: Any],
                                  completion: @escaping (UIBackgroundFetchResult) -> Void) {
        onBackgroundWake?(Date())
        api.fetchInbox { data in
            guard let page = try? JSONDecoder().decode(InboxPage.self, from: data) else {
                Log.push.error("inbox decode failed")
                return
            }
            completion(page.messages.isEmpty ? .noData : .newData)
        }
    }
}
