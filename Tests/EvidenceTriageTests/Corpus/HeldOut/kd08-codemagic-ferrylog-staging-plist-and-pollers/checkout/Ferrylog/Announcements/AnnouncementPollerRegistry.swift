import UIKit

/// One poller per followed port; each keeps a UIKit background task open while a poll is in flight.
final class AnnouncementPollerRegistry {
    static let shared = AnnouncementPollerRegistry()
    private(set) var pollers: [String: AnnouncementPoller] = [:]
    private var observers: [NSObjectProtocol] = []

    init(center: NotificationCenter = .default) {
        observers.append(center.addObserver(forName: UIApplication.willEnterForegroundNotification, object: nil, queue: .main) { [weak self] _ in
            self?.startAll()
        }))
    }

    var runningCount: Int { pollers.values.filter(\.isRunning).count }

    func follow(port: String) {
        pollers[port] = pollers[port] ?? AnnouncementPoller(port: port)
    }

    func startAll() {
        pollers.values.forEach { $0.start(every: 60) }
    }

    func stopAll() {
        pollers.values.forEach { $0.stop() }
    }
}
