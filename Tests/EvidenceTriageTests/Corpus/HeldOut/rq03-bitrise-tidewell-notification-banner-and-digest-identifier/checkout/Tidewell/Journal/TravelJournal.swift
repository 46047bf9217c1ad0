import Foundation

final class TravelJournal {
    private let center: NotificationCenter
    var clock: TideClock
    private(set) var entries: [JournalEntry] = []
    private var lastOffset: Int
    private let queue = DispatchQueue(label: "com.tidewell.journal")

    init(center: NotificationCenter, clock: TideClock) {
        self.center = center
        self.clock = clock
        self.lastOffset = clock.offsetSeconds
    }

    func start() {
        center.addObserver(forName: .NSSystemTimeZoneDidChange, object: nil, queue: nil) { [weak self] _ in
            self?.queue.async { self?.recordChange() }
        }
    }

    private func recordChange() {
        let now = clock.offsetSeconds
        entries.append(JournalEntry(kind: .timezoneChanged(from: lastOffset, to: now)))
        lastOffset = now
    }
}
