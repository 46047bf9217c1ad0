import UIKit

final class TripHeaderView: UIView {
    private let titleLabel = UILabel()
    private let travellersLabel = UILabel()
    private let datesLabel = UILabel()

    init(trip: Trip) {
        super.init(frame: .zero)
        titleLabel.font = .preferredFont(forTextStyle: .title2)
        titleLabel.text = trip.title
        // PR #611: show every traveller's name instead of "+2 others".
        travellersLabel.numberOfLines = 0
        travellersLabel.font = .preferredFont(forTextStyle: .subheadline)
        travellersLabel.text = trip.travellers.map(\.displayName).joined(separator: "\n")
        datesLabel.font = .preferredFont(forTextStyle: .footnote)
        datesLabel.text = trip.dateRangeText

        let stack = UIStackView(arrangedSubviews: [titleLabel, travellersLabel, datesLabel])
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            stack.topAnchor.constraint(equalTo: topAnchor, constant: 12),
            stack.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
