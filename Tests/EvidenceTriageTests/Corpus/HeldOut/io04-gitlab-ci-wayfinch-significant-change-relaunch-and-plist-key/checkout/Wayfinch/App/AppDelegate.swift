import UIKit
import os

final class AppDelegate: NSObject, UIApplicationDelegate {
    private let log = Logger(subsystem: "com.wayfinch.app", category: "App")
    var tracker: VisitTracker = .shared

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        TripDigestTask.register()
        if launchOptions?[.location] != nil {
            log.info("launched for a location event")
            // Trip logging is resumed by the onboarding coordinator once the UI is up.
        }
        return true
    }
}
