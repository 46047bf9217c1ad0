import BackgroundTasks
import Foundation
import os

/// Background refresh of the flag cache.
///
/// Host apps must add `io.beaconflags.sdk.bgsync` to BGTaskSchedulerPermittedIdentifiers
/// and enable the Background fetch mode, call `register()` from
/// application(_:didFinishLaunchingWithOptions:), and call `schedule()` from the main
/// application only (never from an app extension).
public final class FlagBgSynchronizer {
    public static let shared = FlagBgSynchronizer()
    public static let taskIdentifier = "io.beaconflags.sdk.bgsync"

    public private(set) var isRegistered = false
    public private(set) var isScheduled = false
    public var onEvent: ((String, Bool, Error?) -> Void)?
    private let log = Logger(subsystem: "io.beaconflags.sdk", category: "BgSync")

    @discardableResult
    public func register() -> Bool {
        isRegistered = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.taskIdentifier, using: nil) { task in
            self.onEvent?("launch", true, nil)
            Task {
                let ok = (try? await FlagCache.shared.refresh()) != nil
                task.setTaskCompleted(success: ok)
            }
        }
        if !isRegistered {
            print("[BeaconFlags] Background sync registration failed for \(Self.taskIdentifier)")
        }
        onEvent?("registration", isRegistered, nil)
        return isRegistered
    }

    @available(iOSApplicationExtension, unavailable)
    public func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: Self.taskIdentifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            isScheduled = true
            onEvent?("submission", true, nil)
        } catch {
            isScheduled = false
            print("[BeaconFlags] Could not schedule background sync: \(error)")
            onEvent?("submission", false, error)
        }
    }
}
