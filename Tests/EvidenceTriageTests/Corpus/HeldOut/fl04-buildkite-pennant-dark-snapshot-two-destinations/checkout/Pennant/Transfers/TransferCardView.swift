import UIKit

/// Card shown in the Transfers list: payee, date, and an amount pill.
final class TransferCardView: UIView {
    private let payeeLabel = UILabel()
    private let dateLabel = UILabel()
    private let amountPill = UIView()
    private let amountLabel = UILabel()

    init(transfer: Transfer) {
        super.init(frame: .zero)
        backgroundColor = .secondarySystemGroupedBackground
        layer.cornerRadius = 14
        layer.borderWidth = 1
        // Layer colours are resolved once, here (PEN-2041 moved them out of layoutSubviews).
        layer.borderColor = UIColor.separator.cgColor
        amountPill.layer.cornerRadius = 10
        amountPill.layer.backgroundColor = UIColor.systemGreen.withAlphaComponent(0.16).cgColor

        payeeLabel.font = .preferredFont(forTextStyle: .headline)
        payeeLabel.textColor = .label
        payeeLabel.text = transfer.payee
        dateLabel.font = .preferredFont(forTextStyle: .subheadline)
        dateLabel.textColor = .secondaryLabel
        dateLabel.text = transfer.dateText
        amountLabel.font = .monospacedDigitSystemFont(ofSize: 15, weight: .semibold)
        amountLabel.textColor = .systemGreen
        amountLabel.text = transfer.amountText

        let text = UIStackView(arrangedSubviews: [payeeLabel, dateLabel])
        text.axis = .vertical
        text.spacing = 2
        amountPill.addSubview(amountLabel)
        let row = UIStackView(arrangedSubviews: [text, amountPill])
        row.alignment = .center
        row.spacing = 12
        addSubview(row)
        [row, amountLabel].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            row.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            row.topAnchor.constraint(equalTo: topAnchor, constant: 14),
            row.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -14),
            amountLabel.leadingAnchor.constraint(equalTo: amountPill.leadingAnchor, constant: 10),
            amountLabel.trailingAnchor.constraint(equalTo: amountPill.trailingAnchor, constant: -10),
            amountLabel.topAnchor.constraint(equalTo: amountPill.topAnchor, constant: 4),
            amountLabel.bottomAnchor.constraint(equalTo: amountPill.bottomAnchor, constant: -4),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

struct Transfer {
    let payee: String
    let dateText: String
    let amountText: String
}
