import UIKit
import UserNotifications
import UserNotificationsUI

final class NotificationViewController: UIViewController, UNNotificationContentExtension {
    @IBOutlet private var pager: CarouselPagerView!

    func didReceive(_ notification: UNNotification) {
        let urls = (notification.request.content.userInfo["photos"] as? [String] ?? []).compactMap(URL.init)
        pager.load(urls)
        pager.accessibilityIdentifier = "carousel.pager"
    }
}
