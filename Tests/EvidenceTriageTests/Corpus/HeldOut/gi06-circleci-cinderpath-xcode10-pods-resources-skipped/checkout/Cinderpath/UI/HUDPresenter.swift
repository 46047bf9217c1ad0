import SVProgressHUD
import UIKit

/// Thin wrapper so screens do not talk to SVProgressHUD directly.
final class HUDPresenter {
    /// SVProgressHUD ships its icons in SVProgressHUD.bundle, which CocoaPods
    /// copies into the app bundle in the "[CP] Copy Pods Resources" phase.
    static var resourceBundle: Bundle? {
        guard let url = Bundle.main.url(forResource: "SVProgressHUD", withExtension: "bundle") else { return nil }
        return Bundle(url: url)
    }

    static var successImage: UIImage? {
        return UIImage(named: "success", in: resourceBundle, compatibleWith: nil)
    }

    func showSuccess(_ message: String) {
        SVProgressHUD.showSuccess(withStatus: message)
        SVProgressHUD.dismiss(withDelay: 1.2)
    }
}
