import UIKit

/// One row in the receipts inbox: merchant logo, merchant name, amount and date.
final class ReceiptCardView: UIView {
    enum Density {
        case regular
        case compact
    }

    struct Metrics {
        let logoSize: CGFloat
        let verticalPadding: CGFloat

        static func forDensity(_ density: Density) -> Metrics {
            switch density {
            case .regular:
                return Metrics(logoSize: 60, verticalPadding: 18)
            case .compact:
                // TB-2310: compact inbox rows use the 40 pt logo so ten rows fit on an SE screen.
                return Metrics(logoSize: 40, verticalPadding: 12)
            }
        }
    }

    private let logoView = UIImageView()
    private let merchantLabel = UILabel()
    private let amountLabel = UILabel()
    private let dateLabel = UILabel()
    private let metrics: Metrics

    init(density: Density = .regular) {
        metrics = .forDensity(density)
        super.init(frame: .zero)
        setUp()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func configure(merchant: String, amount: String, date: String, logo: UIImage?) {
        merchantLabel.text = merchant
        amountLabel.text = amount
        dateLabel.text = date
        logoView.image = logo
    }

    private func setUp() {
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 12
        logoView.layer.cornerRadius = metrics.logoSize / 2
        logoView.clipsToBounds = true
        merchantLabel.font = .preferredFont(forTextStyle: .headline)
        amountLabel.font = .monospacedDigitSystemFont(ofSize: 17, weight: .semibold)
        dateLabel.font = .preferredFont(forTextStyle: .footnote)
        dateLabel.textColor = .secondaryLabel

        let text = UIStackView(arrangedSubviews: [merchantLabel, dateLabel])
        text.axis = .vertical
        text.spacing = 2
        let row = UIStackView(arrangedSubviews: [logoView, text, amountLabel])
        row.alignment = .center
        row.spacing = 12
        row.translatesAutoresizingMaskIntoConstraints = false
        addSubview(row)
        NSLayoutConstraint.activate([
            logoView.widthAnchor.constraint(equalToConstant: metrics.logoSize),
            logoView.heightAnchor.constraint(equalToConstant: metrics.logoSize),
            row.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            row.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            row.topAnchor.constraint(equalTo: topAnchor, constant: metrics.verticalPadding),
            row.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -metrics.verticalPadding),
        ])
    }
}
