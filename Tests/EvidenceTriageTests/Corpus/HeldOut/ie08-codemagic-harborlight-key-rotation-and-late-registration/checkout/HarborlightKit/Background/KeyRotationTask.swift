import BackgroundTasks
import os

/// Rotates the WireGuard key at most every 4 days. The rotator reports whether a
/// rotation actually happened; a skipped rotation is a successful run.
public struct KeyRotationTask {
    let rotator: KeyRotating
    let tunnel: TunnelIPC
    private let log = Logger(subsystem: "net.harborlight.vpn", category: "KeyRotation")

    public func run(_ task: BackgroundTaskLike) {
        let work = Task {
            let completion = await rotator.rotatePrivateKeyIfNeeded(olderThan: .days(4))
            // Tell the system we're done, then let the tunnel pick up the new key.
            task.setTaskCompleted(success: completion.output ?? false)
            if completion.output == true {
                await tunnel.notifyKeyRotation()
            }
        }
        task.expirationHandler = { work.cancel() }
    }
}
