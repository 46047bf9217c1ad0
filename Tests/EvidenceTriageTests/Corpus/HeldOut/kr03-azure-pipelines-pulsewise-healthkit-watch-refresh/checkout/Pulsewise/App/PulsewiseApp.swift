import SwiftUI
import HealthKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    let api = PulseAPI(server: .production)
    lazy var heartRateObserver = HeartRateObserver(uploader: SensorUploader(api: api))

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        // HealthKit background delivery must be set up before launch finishes.
        heartRateObserver.enableBackgroundDelivery { success, _ in
            NSLog("[Pulsewise] heart-rate background delivery enabled: %@", success ? "true" : "false")
        }
        return true
    }
}

@main
struct PulsewiseApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
    var body: some Scene {
        WindowGroup { ContentView() }
    }
}
