import UIKit

struct ViewMasking {
    let maskAllTextInputs: Bool

    func shouldMask(_ view: UIView) -> Bool {
        if view is UITextView { return maskAllTextInputs }
        return view.accessibilityIdentifier?.hasPrefix("hm-mask") == true
    }
}
