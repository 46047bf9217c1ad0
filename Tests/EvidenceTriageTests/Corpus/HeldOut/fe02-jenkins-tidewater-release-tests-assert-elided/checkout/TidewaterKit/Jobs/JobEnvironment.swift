import Foundation

/// Process-wide dependencies for background jobs. Tests swap the clock through `installForTesting`.
public enum JobEnvironment {
    public private(set) static var clock: JobClock = SystemClock()

    /// Returns true so callers can wrap it in `assert` and keep it out of shipping code paths.
    @discardableResult
    public static func installForTesting(clock: JobClock) -> Bool {
        self.clock = clock
        return true
    }

    public static func reset() { clock = SystemClock() }
}
