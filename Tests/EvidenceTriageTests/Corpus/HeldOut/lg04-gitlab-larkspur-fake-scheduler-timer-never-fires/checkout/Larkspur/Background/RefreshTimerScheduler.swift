import Foundation

/// Arms one-shot timers against an injectable clock. The app uses it to pace
/// episode-download retries inside a BGProcessingTask; tests use ManualClock.
final class RefreshTimerScheduler {
    private let clock: MillisClock
    private let queue: DispatchQueue
    private var timers: [Int64: DispatchSourceTimer] = [:]
    private var nextID: Int64 = 0

    init(clock: MillisClock, queue: DispatchQueue = DispatchQueue(label: "larkspur.timers")) {
        self.clock = clock
        self.queue = queue
    }

    func nowMillis() -> Int64 { clock.nowMillis() }

    @discardableResult
    func arm(atMillis deadline: Int64, _ fire: @escaping () -> Void) -> Int64 {
        nextID += 1
        let id = nextID
        let delay = deadline - clock.nowMillis()
        // A deadline that is already due is treated as cancelled.
        guard delay > 0 else { return id }
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now() + .milliseconds(Int(delay)))
        timer.setEventHandler { [weak self] in
            self?.timers[id] = nil
            fire()
        }
        timers[id] = timer
        timer.resume()
        return id
    }
}
