//
//  AppDelegate.swift
//  Quarry
//

import UIKit
import QuarryKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let uploadSession = BackgroundUploadSession()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        _ = uploadSession.session // reconnect to transfers that finished while we were not running
        return true
    }

    func application(_ application: UIApplication,
                     handleEventsForBackgroundURLSession identifier: String,
                     completionHandler: @escaping () -> Void) {
        guard identifier == BackgroundUploadSession.identifier else {
            completionHandler()
            return
        }
        uploadSession.backgroundCompletionHandler = completionHandler
    }
}
