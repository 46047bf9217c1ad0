import CoreMotion
import os

protocol StepSource {
    func startUpdates(from start: Date, handler: @escaping (CMPedometerData?, Error?) -> Void)
    func stopUpdates()
}

extension CMPedometer: StepSource {
    func startUpdates(from start: Date, handler: @escaping (CMPedometerData?, Error?) -> Void) {
        startUpdates(from: start, withHandler: handler)
    }
}

final class PedometerService {
    private let source: StepSource
    private let log = Logger(subsystem: "com.stridefit.app", category: "Pedometer")
    private(set) var steps: Int = 0
    private(set) var cadence: Double?
    var onChange: (() -> Void)?

    init(source: StepSource = CMPedometer()) { self.source = source }

    func start() {
        log.info("isStepCountingAvailable=\(CMPedometer.isStepCountingAvailable()) isCadenceAvailable=\(CMPedometer.isCadenceAvailable())")
        source.startUpdates(from: Date()) { [weak self] data, error in
            if let error {
                self?.log.error("pedometer updates failed: \(String(describing: error), privacy: .public)")
                return
            }
            guard let data else { return }
            self?.steps = data.numberOfSteps.intValue
            self?.cadence = data.currentCadence?.doubleValue
            self?.onChange?()
        }
    }
}
