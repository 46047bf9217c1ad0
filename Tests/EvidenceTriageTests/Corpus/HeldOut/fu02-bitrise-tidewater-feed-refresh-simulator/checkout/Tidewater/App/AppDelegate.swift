//
//  AppDelegate.swift
//  Tidewater
//

import UIKit
import TidewaterKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let environment = AppEnvironment.live()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BackgroundTasks.registerAll(refreshHandler: FeedRefreshTaskHandler(refresher: environment.feedRefresher),
                                    purgeTask: ArticlePurgeTask(store: environment.articleStore))
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func sceneDidEnterBackground(_ scene: UIScene) {
        BackgroundTasks.scheduleFeedRefresh()
        BackgroundTasks.scheduleArticlePurge()
    }
}
