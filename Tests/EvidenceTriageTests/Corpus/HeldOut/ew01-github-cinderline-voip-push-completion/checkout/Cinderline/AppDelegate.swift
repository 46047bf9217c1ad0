import CallKit
import OSLog
import PushKit
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate, PKPushRegistryDelegate {
    private let log = Logger(subsystem: "com.cinderline.ios", category: "Push")
    private var voipRegistry: PKPushRegistry?
    private lazy var router = VoIPPushRouter(
        provider: SystemCallProvider(configuration: .cinderline),
        history: CallHistoryStore.shared)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let registry = PKPushRegistry(queue: .main)
        registry.delegate = self
        registry.desiredPushTypes = [.voIP]
        voipRegistry = registry
        application.registerForRemoteNotifications()
        return true
    }

    // MARK: PushKit

    func pushRegistry(_ registry: PKPushRegistry, didUpdate credentials: PKPushCredentials, for type: PKPushType) {
        log.info("PushKit token updated (\(credentials.token.count) bytes)")
        PushTokenUploader.shared.upload(voipToken: credentials.token)
    }

    func pushRegistry(_ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload,
                      for type: PKPushType, completion: @escaping () -> Void) {
        log.info("[PushKit] didReceiveIncomingPush type=\(type.rawValue, privacy: .public)")
        router.handle(payload: payload.dictionaryPayload, type: type, completion: completion)
    }

    // MARK: APNs (alert/background pushes only)

    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        if userInfo["call_id"] != nil {
            log.info("[Push] didReceiveRemoteNotification carried a call payload; ignored (calls arrive through PKPushRegistry)")
            completionHandler(.noData)
            return
        }
        CallHistoryStore.shared.refreshBadge { completionHandler($0 ? .newData : .noData) }
    }
}
