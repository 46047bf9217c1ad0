import UIKit

final class QPTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        restorationIdentifier = "QPTabBarController"
        viewControllers = [ReaderViewController.makeNav(), NotificationsViewController.makeNav(),
                           MeViewController.makeNav()]
    }
}
