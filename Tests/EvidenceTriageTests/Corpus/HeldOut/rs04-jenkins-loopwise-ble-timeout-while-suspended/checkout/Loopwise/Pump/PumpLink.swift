import Foundation
import os

final class PumpLink {
    private let transport: BLETransport
    private let clock: ContinuousClock
    private let log = Logger(subsystem: "com.loopwise", category: "PumpLink")
    private(set) var armedTimeout: Duration = .zero
    var onTimeout: (() -> Void)?

    init(transport: BLETransport, clock: ContinuousClock) {
        self.transport = transport
        self.clock = clock
    }

    func connect() {
        armedTimeout = .seconds(15)
        let armedAt = clock.now
        transport.startScan()
        Task { [weak self] in
            guard let self else { return }
            try? await Task.sleep(for: self.armedTimeout)
            let slept = self.clock.now - armedAt
            if slept > self.armedTimeout * 2 {
                self.log.notice("Timeout woke after \(slept.components.seconds)s of a 15s budget - app was suspended, re-arming")
            }
            self.onTimeout?()
        }
    }
}
