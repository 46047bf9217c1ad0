import UIKit
import os

final class AutomationViewController: UIViewController {
    private let log = Logger(subsystem: "com.ibisauth.ibis", category: "Automation")
    @IBOutlet private var resultLabel: UILabel!

    @IBAction private func acquireTokenTapped(_ sender: UIButton) {
        log.info("acquireTokenTapped")
        TokenBroker.shared.acquireToken(interactive: true) { [weak self] result in
            self?.show(result)
        }
    }

    @IBAction private func acquireTokenSilentTapped(_ sender: UIButton) {
        log.info("acquireTokenSilentTapped")
        TokenBroker.shared.acquireToken(interactive: false) { [weak self] result in
            self?.show(result)
        }
    }

    private func show(_ result: TokenResult) {
        resultLabel.accessibilityIdentifier = "token.result"
        resultLabel.text = result.summary
    }
}
