import UIKit

/// Handles content-available pushes. The session store lives in an App Group container
/// created with NSFileProtectionCompleteUntilFirstUserAuthentication.
final class PushWakeHandler {
    private let protection: ProtectionStateProviding
    private let session: MessagingSession

    init(protection: ProtectionStateProviding, session: MessagingSession) {
        self.protection = protection; self.session = session
    }

    func handle(_ userInfo: [AnyHashable: Any], completion: @escaping (UIBackgroundFetchResult) -> Void) {
        guard protection.isProtectedDataAvailable else {
            protection.onProtectedDataAvailable { [weak self] in self?.handle(userInfo, completion: completion) }
            return
        }
        session.start()
        session.fetchPending { fetched in completion(fetched > 0 ? .newData : .noData) }
    }
}
