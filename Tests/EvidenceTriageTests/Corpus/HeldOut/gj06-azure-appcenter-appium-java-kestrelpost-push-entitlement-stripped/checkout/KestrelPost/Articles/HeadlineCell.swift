import UIKit

final class HeadlineCell: UITableViewCell {
    static let reuseIdentifier = "HeadlineCell"

    private let titleLabel = UILabel()
    private let unreadDot = UIView()

    func configure(with headline: Headline, index: Int) {
        titleLabel.text = headline.title
        accessibilityIdentifier = "headline-\(index)"
        unreadDot.accessibilityIdentifier = "unread-dot-\(index)"
        if !headline.isRead {
            unreadDot.isHidden = false
        }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        titleLabel.text = nil
    }
}
