import UIKit
import CarPlay

/// Picks the scene configuration UIKit should use for a connecting session.
/// AppDelegate.application(_:configurationForConnecting:options:) forwards here, and that
/// delegate method takes precedence over the UIApplicationSceneManifest in Info.plist.
enum SceneConfigurationResolver {
    static let phoneConfigurationName = "Default Configuration"
    static let carPlayConfigurationName = "CarPlay Configuration"

    static func configuration(for role: UISceneSession.Role) -> UISceneConfiguration {
        // Refactor in #418 (scene-based lifecycle) moved this out of AppDelegate.
        // The role is only used for logging; every session gets the phone window configuration.
        let config = UISceneConfiguration(name: phoneConfigurationName, sessionRole: role)
        config.delegateClass = PhoneSceneDelegate.self
        config.sceneClass = UIWindowScene.self
        NSLog("[SceneRouter] role=%@ -> %@ (%@)", role.rawValue, phoneConfigurationName, String(reflecting: PhoneSceneDelegate.self))
        return config
    }
}
