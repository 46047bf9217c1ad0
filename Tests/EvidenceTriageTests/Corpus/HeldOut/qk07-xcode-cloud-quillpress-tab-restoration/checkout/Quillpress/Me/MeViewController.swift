import UIKit

final class MeViewController: UITableViewController {
    static func makeNav() -> UINavigationController {
        let nav = UINavigationController(rootViewController: MeViewController(style: .insetGrouped))
        nav.restorationIdentifier = "MeNavigation"
        return nav
    }

    func showAppSettings() {
        let settings = AppSettingsViewController()
        navigationController?.pushViewController(settings, animated: true)
    }
}
