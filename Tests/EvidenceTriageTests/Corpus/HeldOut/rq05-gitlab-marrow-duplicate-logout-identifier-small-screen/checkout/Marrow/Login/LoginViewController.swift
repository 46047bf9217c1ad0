import UIKit

final class LoginViewController: UIViewController, UITextFieldDelegate {
    private let emailField = UITextField()
    private let passwordField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        emailField.accessibilityIdentifier = "login.email"
        passwordField.accessibilityIdentifier = "login.password"
        passwordField.isSecureTextEntry = true
        emailField.delegate = self
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === emailField {
        passwordField.becomeFirstResponder()
        }
        return true
    }
}
