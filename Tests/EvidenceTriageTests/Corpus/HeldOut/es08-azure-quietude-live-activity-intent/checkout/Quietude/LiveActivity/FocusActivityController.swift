import ActivityKit
import Foundation
import OSLog

@MainActor
final class FocusActivityController {
    static let shared = FocusActivityController()
    private let log = Logger(subsystem: "com.quietude.app", category: "live-activity")
    private var current: Activity<FocusActivityAttributes>?
    private var breakTimer: Timer?

    func start(for session: FocusSession) throws {
        let attributes = FocusActivityAttributes(profileName: session.profileName)
        let state = FocusActivityAttributes.ContentState(phase: .focusing, endsAt: session.endsAt)
        current = try Activity.request(attributes: attributes,
                                       content: .init(state: state, staleDate: session.endsAt),
                                       pushType: nil)
        log.info("Live Activity \(self.current?.id ?? "-", privacy: .public) started")
    }

    /// Breaks are local only: no push server. The activity is switched back to
    /// "focusing" when the break timer fires.
    func beginBreak(until end: Date) async {
        await update(phase: .paused(until: end))
        breakTimer?.invalidate()
        breakTimer = Timer.scheduledTimer(withTimeInterval: end.timeIntervalSinceNow, repeats: false) { [weak self] _ in
            Task { @MainActor in await self?.update(phase: .focusing) }
        }
        log.info("break ends at \(end, privacy: .public); local timer scheduled")
    }

    private func update(phase: FocusActivityAttributes.ContentState.Phase) async {
        guard let current else { return }
        var state = current.content.state
        state.phase = phase
        await current.update(.init(state: state, staleDate: state.endsAt))
        log.info("Live Activity \(current.id, privacy: .public) updated: \(String(describing: phase), privacy: .public)")
    }
}
