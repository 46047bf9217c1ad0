import UIKit

final class InboxEmptyView: UIView {
    private let reloadButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        reloadButton.setAttributedTitle(NSAttributedString(string: "Reload"), for: .normal)
        // No accessibilityIdentifier, and the container hides its children from accessibility.
        isAccessibilityElement = true
        addSubview(reloadButton)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
