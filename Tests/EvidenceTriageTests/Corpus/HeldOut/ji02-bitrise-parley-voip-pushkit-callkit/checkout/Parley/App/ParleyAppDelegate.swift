import PushKit
import UIKit

@main
final class ParleyAppDelegate: UIResponder, UIApplicationDelegate {
    let voipRegistry = PKPushRegistry(queue: .main)
    lazy var callHandler = IncomingCallPushHandler(reporter: CallProvider.shared.provider,
                                                   calls: .shared, tokens: .live)
    var messageSync: MessageSync = .live
    var analytics: AnalyticsPushBridge = .shared

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        voipRegistry.delegate = callHandler
        voipRegistry.desiredPushTypes = [.voIP]
        Log.voip.info("PKPushRegistry created, desiredPushTypes = {voip}")
        application.registerForRemoteNotifications()
        Log.push.info("registerForRemoteNotifications requested")
        return true
    }

    /// Silent pushes ("content-available": 1) carry thread-sync hints.
    func application(_ application: UIApplication,
                     didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        // The analytics SDK wants to see every push (open-rate attribution).
        analytics.handleRemoteNotification(userInfo, fetchCompletionHandler: completionHandler)

        guard let threadID = userInfo["threadId"] as? String else {
            completionHandler(.noData)
            return
        }
        messageSync.fetchThread(threadID) { result in
            completionHandler(result == .updated ? .newData : .noData)
        }
    }
}
