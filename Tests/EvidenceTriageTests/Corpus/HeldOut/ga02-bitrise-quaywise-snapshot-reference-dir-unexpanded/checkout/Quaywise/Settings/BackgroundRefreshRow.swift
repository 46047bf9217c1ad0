import UIKit

/// Settings row telling the user whether timetable refresh runs in the background.
final class BackgroundRefreshRow: UIView {
    enum State: Equatable {
        case enabled(lastRun: Date?)
        case disabledBySystem
    }

    private let titleLabel = UILabel()
    private let detailLabel = UILabel()
    private let formatter = DateFormatter()

    init(state: State, timeZone: TimeZone = .current) {
        super.init(frame: .zero)
        formatter.timeZone = timeZone
        formatter.dateFormat = "HH:mm"
        titleLabel.text = "Background refresh"
        titleLabel.font = .preferredFont(forTextStyle: .body)
        detailLabel.font = .preferredFont(forTextStyle: .footnote)
        detailLabel.textColor = .secondaryLabel
        switch state {
        case .enabled(let lastRun?):
            detailLabel.text = "Last updated at \(formatter.string(from: lastRun))"
        case .enabled(nil):
            detailLabel.text = "Waiting for the first update"
        case .disabledBySystem:
            detailLabel.text = "Turned off in Settings › General › Background App Refresh"
        }
        let stack = UIStackView(arrangedSubviews: [titleLabel, detailLabel])
        stack.axis = .vertical
        stack.spacing = 2
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        backgroundColor = .systemBackground
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            stack.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
