import Clocks
import Foundation

/// Ends a call after `maximum` so a forgotten call cannot run forever.
actor CallLifetime {
    private let clock: any Clock<Duration>
    private let maximum: Duration
    private(set) var ended = false

    init(clock: any Clock<Duration>, maximum: Duration = .seconds(60 * 60 * 4)) {
        self.clock = clock
        self.maximum = maximum
    }

    func start() async {
        try? await clock.sleep(for: maximum)
        ended = true
    }
}
