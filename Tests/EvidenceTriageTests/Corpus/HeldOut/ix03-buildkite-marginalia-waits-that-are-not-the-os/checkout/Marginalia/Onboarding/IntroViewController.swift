import UIKit

final class IntroViewController: UIViewController {
    @IBOutlet private var logo: UIImageView!
    @IBOutlet private var continueButton: UIButton!

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        continueButton.alpha = 0
        // 3.2 s delay so the new wordmark animation finishes before the button fades in (#1184).
        UIView.animate(withDuration: 2.4, delay: 3.2, options: [.curveEaseInOut]) {
            self.logo.transform = CGAffineTransform(scaleX: 0.6, y: 0.6).translatedBy(x: 0, y: -180)
            self.continueButton.alpha = 1
        }
    }
}
