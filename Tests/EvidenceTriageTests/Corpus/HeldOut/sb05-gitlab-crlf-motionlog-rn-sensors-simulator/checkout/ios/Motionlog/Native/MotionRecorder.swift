import CoreMotion

final class MotionRecorder {
    private let manager = CMMotionManager()
    private var samples: [CMAccelerometerData] = []
    let interval: TimeInterval
    init(interval: TimeInterval) { self.interval = interval }

    func start(_ onSamples: @escaping ([CMAccelerometerData]) -> Void) {
        guard manager.isAccelerometerAvailable else {
            NSLog("[Motion] Sensor accelerometer is not available")
            return
        }
        manager.accelerometerUpdateInterval = interval
        manager.startAccelerometerUpdates(to: .main) { [weak self] data, _ in
            guard let self, let data else { return }
            self.samples.append(data); onSamples(self.samples)
        }
    }
    func stop() { manager.stopAccelerometerUpdates() }
}
