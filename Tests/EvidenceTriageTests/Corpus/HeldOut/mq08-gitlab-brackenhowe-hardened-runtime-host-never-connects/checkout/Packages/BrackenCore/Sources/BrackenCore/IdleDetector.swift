import Foundation

public final class IdleDetector {
    let threshold: Duration; let clock: any TestableClock
    private var last = Date()
    public init(threshold: Duration, clock: any TestableClock) { self.threshold = threshold; self.clock = clock }
    public func recordActivity() { last = Date() }                          // wall clock, not the injected one
    public var isIdle: Bool { clock.now.timeIntervalSince(last) > Double(threshold.components.seconds) }
}
