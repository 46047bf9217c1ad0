import UIKit

final class TitleTextView: UITextView {
    override init(frame: CGRect, textContainer: NSTextContainer?) {
        super.init(frame: frame, textContainer: textContainer)
        font = UIFont.preferredFont(forTextStyle: .title2)
        adjustsFontForContentSizeCategory = true
        isScrollEnabled = false
        accessibilityIdentifier = "editor.title"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override var intrinsicContentSize: CGSize {
             var layout = layoutManager
        layout.ensureLayout(for: textContainer)
        let used = layout.usedRect(for: textContainer)
        return CGSize(width: UIView.noIntrinsicMetric, height: ceil(used.height) + textContainerInset.top + textContainerInset.bottom)
    }
}
