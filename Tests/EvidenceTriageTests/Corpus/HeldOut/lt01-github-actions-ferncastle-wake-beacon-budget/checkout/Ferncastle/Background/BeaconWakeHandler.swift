import BackgroundTasks
import Foundation

/// Runs when iOS wakes the app for `WakeRefresh.identifier` (BGAppRefreshTask).
/// Sends a presence beacon to the paired hub so the dashboard shows the phone as "home".
final class BeaconWakeHandler {
    private let hub: HubConnecting
    private let clock: WakeClock
    private let recorder: BackgroundDiagnosticsRecorder

    init(hub: HubConnecting, clock: WakeClock, recorder: BackgroundDiagnosticsRecorder) {
        self.hub = hub
        self.clock = clock
        self.recorder = recorder
    }

    func handle(_ task: RefreshTasking) async {
        let wakeId = WakeID.next()
        let settlement = WakeSettlement(task: task, recorder: recorder)
        task.expirationHandler = { settlement.expire() }
        NSLog("[wake] wakeId=%@ trigger=appRefresh begin backgrounded=true", wakeId)

        let result = await performBackgroundAliveBeaconIfNeeded(wakeId: wakeId, trigger: .appRefresh)
        guard result.applied else {
            settlement.settle(success: true)
            return
        }
        // Wait for the hub session before reporting presence upstream.
        let connected = await hub.waitForConnection(timeout: .seconds(5))
        NSLog("[wake] wakeId=%@ post-beacon connected=%@ elapsed=%.1fs", wakeId, String(connected), clock.elapsed)
        settlement.settle(success: result.handled && connected)
    }

    /// Connects (up to 12 s) and sends the alive beacon. Returns before the caller settles the task.
    func performBackgroundAliveBeaconIfNeeded(wakeId: String, trigger: WakeTrigger) async -> BeaconResult {
        guard hub.isPaired else { return BeaconResult(applied: false, handled: false) }
        NSLog("[wake] wakeId=%@ beacon: waiting for hub connection (timeout 12.0s)", wakeId)
        guard await hub.waitForConnection(timeout: .seconds(12)) else {
            NSLog("[wake] wakeId=%@ beacon: connect timed out applied=true handled=false", wakeId)
            return BeaconResult(applied: true, handled: false)
        }
        let sent = await hub.sendAliveBeacon(reason: trigger.reason)
        return BeaconResult(applied: true, handled: sent)
    }
}
