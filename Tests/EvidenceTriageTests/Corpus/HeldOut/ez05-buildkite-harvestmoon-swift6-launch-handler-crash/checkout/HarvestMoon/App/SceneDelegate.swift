//
//  SceneDelegate.swift
//  HarvestMoon
//

import BackgroundTasks
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    private var coordinator: BackgroundTaskCoordinator {
        (UIApplication.shared.delegate as! AppDelegate).backgroundTasks
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        coordinator.scheduleRefresh()
        coordinator.scheduleCleanup()

        #if DEBUG
        // UI tests pass `-UITestSimulateBGTask <identifier>`: once the requests are
        // submitted, ask BGTaskScheduler to launch that task as the debugger would.
        if let index = CommandLine.arguments.firstIndex(of: "-UITestSimulateBGTask"),
           CommandLine.arguments.indices.contains(index + 1) {
            let identifier = CommandLine.arguments[index + 1]
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                let selector = NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:")
                BGTaskScheduler.shared.perform(selector, with: identifier)
            }
        }
        #endif
    }
}
