import UIKit

final class SiteAddressViewController: UIViewController {
    private let siteAddressField = UITextField()
    private let passwordField = UITextField()
    private let continueButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        siteAddressField.placeholder = NSLocalizedString("Site address", comment: "Site address field placeholder")
        siteAddressField.accessibilityIdentifier = NSLocalizedString("Site address", comment: "")
        passwordField.placeholder = NSLocalizedString("Password", comment: "Password field placeholder")
        passwordField.isSecureTextEntry = true
        passwordField.accessibilityIdentifier = NSLocalizedString("Password", comment: "")
        continueButton.setTitle(NSLocalizedString("Continue", comment: ""), for: .normal)
        continueButton.accessibilityIdentifier = "signin.continue"
        layout()
    }
}
