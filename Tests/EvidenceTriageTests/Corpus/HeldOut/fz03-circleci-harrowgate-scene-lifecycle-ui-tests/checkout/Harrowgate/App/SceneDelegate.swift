//
//  SceneDelegate.swift
//  Harrowgate
//
//  Added with the iPad multi-window work (#1187). Window set-up moved here from the
//  app delegate.
//

import OSLog
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private let log = Logger(subsystem: "com.harrowgate.app", category: "Lifecycle")

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = RootViewController()
        window.makeKeyAndVisible()
        self.window = window
    }

    func sceneWillResignActive(_ scene: UIScene) {
        log.info("sceneWillResignActive")
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        log.info("sceneDidEnterBackground (\(scene.session.persistentIdentifier, privacy: .public))")
        JournalStore.shared.flushDrafts()
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        log.info("sceneWillEnterForeground")
    }
}
