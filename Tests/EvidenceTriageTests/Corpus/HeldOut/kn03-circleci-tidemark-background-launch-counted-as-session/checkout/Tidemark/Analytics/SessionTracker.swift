import UIKit

enum LaunchReason: Equatable {
    case user
    case backgroundTask(String)
    case remoteNotification
    case healthKitDelivery
}

/// Emits Pulse.Session.started / Pulse.Session.ended. Dashboards derive sessions-per-user,
/// retention and average session length from these signals.
final class SessionTracker {
    private let sink: SignalSink
    private let clock: Clock
    private(set) var currentSessionID: UUID?

    init(sink: SignalSink, clock: Clock = SystemClock()) {
        self.sink = sink
        self.clock = clock
    }

    func applicationDidFinishLaunching(state: UIApplication.State, reason: LaunchReason) {
        startSession(trigger: reason == .user ? "launch" : "launch-\(state.rawValue)")
    }

    func applicationWillEnterForeground() {
        startSession(trigger: "foreground")
    }

    private func startSession(trigger: String) {
        let id = UUID()
        currentSessionID = id
        sink.send(Signal(name: "Pulse.Session.started", at: clock.now, payload: ["trigger": trigger, "session": id.uuidString]))
    }
}
