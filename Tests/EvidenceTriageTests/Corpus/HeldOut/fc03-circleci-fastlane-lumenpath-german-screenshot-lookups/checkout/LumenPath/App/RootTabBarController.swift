import UIKit

final class RootTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let map = MapViewController()
        map.tabBarItem = UITabBarItem(title: String(localized: "tab.map"), image: UIImage(systemName: "map"), tag: 0)
        let saved = SavedRoutesViewController()
        saved.tabBarItem = UITabBarItem(title: String(localized: "tab.saved"), image: UIImage(systemName: "bookmark"), tag: 1)
        let history = HistoryViewController()
        history.tabBarItem = UITabBarItem(title: String(localized: "tab.history"), image: UIImage(systemName: "clock"), tag: 2)
        let settings = SettingsViewController()
        settings.tabBarItem = UITabBarItem(title: String(localized: "tab.settings"), image: UIImage(systemName: "gear"), tag: 3)
        // Titles are localized; no accessibilityIdentifier is set on the tab items.
        viewControllers = [map, saved, history, settings].map { UINavigationController(rootViewController: $0) }
    }
}
