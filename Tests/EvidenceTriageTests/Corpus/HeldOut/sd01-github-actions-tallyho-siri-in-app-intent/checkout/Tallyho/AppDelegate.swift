import UIKit
import Intents

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let store = EntryStore.shared

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = RootViewController(store: store)
        window?.makeKeyAndVisible()
        INPreferences.requestSiriAuthorization { status in
            NSLog("[Intents] Siri authorization status=%d", status.rawValue)
        }
        NSLog("[Intents] in-app handling enabled for LogWaterIntent")
        return true
    }

    // In-app intent handling (INIntentsSupported in Info.plist)
    func application(_ application: UIApplication, handlerFor intent: INIntent) -> Any? {
        switch intent {
        case is LogWaterIntent:
            return LogWaterIntentHandler(store: store)
        default:
            return nil
        }
    }
}
