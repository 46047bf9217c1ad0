import BackgroundTasks
import Foundation
import os

/// Nightly sync while the phone sleeps: requires power and network, asked for 03:00-04:00.
final class NightlySync {
    static let identifier = "co.saltmarsh.wallet.nightly-sync"
    static let shared = NightlySync()

    private let wifi: WifiChecking
    private let battery: BatteryStateProviding
    private let log = Logger(subsystem: "co.saltmarsh.wallet", category: "NightlySync")

    init(wifi: WifiChecking = WifiCheck(), battery: BatteryStateProviding = UIDeviceBatteryState()) {
        self.wifi = wifi
        self.battery = battery
    }

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            Evidence.record(Self.identifier, kind: .processing, phase: .launch, outcome: .succeeded)
            self.run(task as! BGProcessingTask)
        }
        Evidence.record(Self.identifier, kind: .processing, phase: .registration, outcome: ok ? .succeeded : .failed)
    }

    func schedule(earliest: Date = NightlySync.nextThreeAM()) {
        let request = BGProcessingTaskRequest(identifier: Self.identifier)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = true
        request.earliestBeginDate = earliest
        do {
            try BGTaskScheduler.shared.submit(request)
            log.info("submitted \(Self.identifier, privacy: .public) earliest=\(earliest, privacy: .public)")
            print("[NightlySync] submitted \(Self.identifier) earliestBeginDate=\(earliest)")
            Evidence.record(Self.identifier, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            print("[NightlySync] submit failed: \(error)")
            Evidence.record(Self.identifier, kind: .processing, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }

    /// The system only checks the request's constraints; we also want Wi-Fi, not cellular.
    func shouldSync() -> Bool {
        battery.isCharging || wifi.isOnWifi
    }

    private func run(_ task: BGProcessingTask) {
        schedule()
        guard shouldSync() else {
            task.setTaskCompleted(success: false)
            return
        }
        let work = Task { try await SyncEngine.shared.syncToChainTip() }
        task.expirationHandler = { work.cancel() }
        Task {
            let ok = (try? await work.value) != nil
            Evidence.record(Self.identifier, kind: .processing, phase: .completion, outcome: ok ? .succeeded : .failed)
            NotificationCenter.default.post(name: .nightlySyncFinished, object: nil)
            task.setTaskCompleted(success: ok)
        }
    }

    static func nextThreeAM(now: Date = .now, calendar: Calendar = .current) -> Date {
        calendar.nextDate(after: now, matching: DateComponents(hour: 3, minute: 0), matchingPolicy: .nextTime)!
    }
}

extension Notification.Name {
    static let nightlySyncFinished = Notification.Name("co.saltmarsh.nightlySyncFinished")
}
