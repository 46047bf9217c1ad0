import Foundation

@MainActor
final class NotificationsPoller {
    private(set) var isFetching = false
    private(set) var lastPoll: Date?
    private let api: NotificationsAPI
    private let clock: any Clock<Duration>
    var requestTimeout: Duration = .seconds(15)

    init(api: NotificationsAPI, clock: any Clock<Duration> = ContinuousClock()) {
        self.api = api
        self.clock = clock
    }

    func poll() async {
        guard !isFetching else { return }
        isFetching = true
        _ = try? await api.notifications()
        isFetching = false
        lastPoll = Date()
    }
}
