import Foundation

@MainActor
final class ActivityFeedViewModel: ObservableObject {
    @Published private(set) var rows: [String] = []
    private let clock: () -> Date
    private let formatter = RelativeDateTimeFormatter()
    private var timer: Timer?

    init(clock: @escaping () -> Date = Date.init) {
        self.clock = clock
        formatter.unitsStyle = .short
    }

    func show(_ events: [(String, Date)]) {
        rows = events.map { "\($0.0) · \(formatter.localizedString(for: $0.1, relativeTo: clock()))" }
    }

    func startTicking(every interval: TimeInterval = 60, events: [(String, Date)]) {
        timer = Timer.scheduledTimer(withTimeInterval: interval, repeats: true) { [weak self] _ in
            Task { @MainActor in self?.show(events) }
        }
    }
}
