import Darwin
import Foundation

/// Samples the main thread's stack from a background thread when the UI stalls (hang reports).
enum MainThreadWatchdog {
    static func captureMainThreadStack() -> [String] {
        let main = MainThreadHandle.shared.machThread
        thread_suspend(main)
        defer { thread_resume(main) }
        return StackWalker.symbolicatedFrames(of: main)
    }
}
