import Foundation

/// Fades the mixer out over the last `fadeDuration` seconds, then stops playback.
final class SleepTimer {
    private let clock: TidewellClock
    private let fadeDuration: TimeInterval
    private let steps: Int
    private(set) var volumes: [Float] = []

    init(clock: TidewellClock, fadeDuration: TimeInterval = 30, steps: Int = 10) {
        self.clock = clock
        self.fadeDuration = fadeDuration
        self.steps = steps
    }

    func start(duration: TimeInterval, setVolume: @escaping (Float) -> Void, onStop: @escaping () -> Void) {
        let fadeStart = duration - fadeDuration
        let stepInterval = fadeDuration / Double(steps)
        for step in 1...steps {
            clock.schedule(after: fadeStart + stepInterval * Double(step)) { [weak self] in
                // Volume goes 0.9, 0.8, ... towards silence.
                let volume = 1.0 - Float(step) / Float((self?.steps ?? 1) + 1)
                self?.volumes.append(volume)
                setVolume(volume)
            }
        }
        clock.schedule(after: duration) { onStop() }
    }
}
