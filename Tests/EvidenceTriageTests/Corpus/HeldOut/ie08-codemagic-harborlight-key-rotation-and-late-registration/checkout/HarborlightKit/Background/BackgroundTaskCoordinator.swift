import BackgroundTasks
import os

public final class BackgroundTaskCoordinator {
    public static let relayRefreshID = "net.harborlight.vpn.relay-refresh"
    public static let keyRotationID = "net.harborlight.vpn.key-rotation"

    private let tunnelStore: TunnelStore
    private let recorder: BGRecorder
    private let log = Logger(subsystem: "net.harborlight.vpn", category: "AppDelegate")

    public init(tunnelStore: TunnelStore, recorder: BGRecorder) {
        self.tunnelStore = tunnelStore
        self.recorder = recorder
    }

    /// Must run before application(_:didFinishLaunchingWithOptions:) returns.
    public func registerAll() {
        let relayOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.relayRefreshID, using: nil) { task in
            RelayRefreshTask(store: self.tunnelStore).run(task as! BGAppRefreshTask)
        }
        recorder.record(Self.relayRefreshID, .appRefresh, .registration, relayOK)
        let keyOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.keyRotationID, using: nil) { task in
            KeyRotationTask(rotator: self.tunnelStore.keyRotator, tunnel: self.tunnelStore.ipc).run(task as! BGProcessingTask)
        }
        recorder.record(Self.keyRotationID, .processing, .registration, keyOK)
    }
}
