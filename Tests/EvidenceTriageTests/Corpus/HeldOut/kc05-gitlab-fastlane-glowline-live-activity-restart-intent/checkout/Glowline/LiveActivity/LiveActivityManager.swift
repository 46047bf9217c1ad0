import ActivityKit
import Foundation
import os

/// Keeps one glucose Live Activity on the Lock Screen / Dynamic Island.
final class LiveActivityManager {
    private let log = Logger(subsystem: "com.glowline.app", category: "LA")
    private let controller: ActivityControlling
    private let settings: AppSettings

    private(set) var currentActivityID: String?
    private(set) var latestState: GlucoseActivityAttributes.ContentState?

    init(controller: ActivityControlling, settings: AppSettings) {
        self.controller = controller
        self.settings = settings
    }

    /// Called on every new reading.
    func pushUpdate(_ state: GlucoseActivityAttributes.ContentState) async {
        latestState = state
        if let id = currentActivityID {
            await controller.update(id, state)
        } else {
            startIfNeeded(state)
        }
    }

    func startIfNeeded(_ state: GlucoseActivityAttributes.ContentState) {
        guard currentActivityID == nil else { return }
        do {
            currentActivityID = try controller.request(state)
            log.info("Created new activity: \(self.currentActivityID ?? "-")")
        } catch {
            log.error("Activity.request failed: \(String(describing: error))")
        }
    }

    /// Used by RestartLiveActivityIntent (Shortcuts automation) and by the 8-hour renewal.
    func restart() async {
        log.info("Ending all live activities...")
        Task { await controller.endAll() }
        guard let state = latestState else { return }
        do {
            currentActivityID = try controller.request(state)
            log.info("Created new activity: \(self.currentActivityID ?? "-")")
        } catch {
            log.error("Activity.request failed during restart: \(String(describing: error))")
        }
    }
}
