//
//  SceneDelegate.swift
//  Kontaktwarn
//

import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func sceneDidEnterBackground(_ scene: UIScene) {
        // The one place background task requests are (re)submitted.
        KWTaskScheduler.shared.scheduleBackgroundTaskRequests()
    }
}
