import UIKit

final class ReceiptCell: UITableViewCell {
    private let merchantLabel = UILabel()
    private let totalLabel = UILabel()
    private let dateLabel = UILabel()

    override init(frame: CGRect) {
        super.init(style: .default, reuseIdentifier: "ReceiptCell")
        self.frame = frame
        merchantLabel.font = .preferredFont(forTextStyle: .headline)
        // LUM-233: show the full legal name of the merchant instead of truncating it.
        merchantLabel.numberOfLines = 0
        merchantLabel.lineBreakMode = .byWordWrapping
        totalLabel.font = .monospacedDigitSystemFont(ofSize: 17, weight: .semibold)
        dateLabel.font = .preferredFont(forTextStyle: .footnote)
        [merchantLabel, totalLabel, dateLabel].forEach(contentView.addSubview)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func configure(with receipt: Receipt) {
        merchantLabel.text = receipt.merchant
        totalLabel.text = receipt.formattedTotal
        dateLabel.text = receipt.formattedDate
        setNeedsLayout()
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let merchant = merchantLabel.sizeThatFits(CGSize(width: size.width - 120, height: .greatestFiniteMagnitude))
        return CGSize(width: size.width, height: max(64, merchant.height + 40))
    }
}
