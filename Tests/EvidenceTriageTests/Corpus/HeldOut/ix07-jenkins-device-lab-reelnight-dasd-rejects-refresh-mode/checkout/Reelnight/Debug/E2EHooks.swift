#if DEBUG
import BackgroundTasks
import Foundation

/// Launch-argument hooks for the device E2E suite.
enum E2EHooks {
    static func apply(_ args: [String]) {
        if args.contains("-E2EScheduleDigestNow") { DigestScheduler.scheduleDigest(after: 60) }
        if args.contains("-E2ESubmitPrune") { DigestScheduler.schedulePrune() }
        if let i = args.firstIndex(of: "-E2ESimulateLaunch"), i + 1 < args.count {
            // Same private entry point as the documented LLDB command.
            let sel = NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:")
            _ = BGTaskScheduler.shared.perform(sel, with: args[i + 1])
        }
    }
}
#endif
