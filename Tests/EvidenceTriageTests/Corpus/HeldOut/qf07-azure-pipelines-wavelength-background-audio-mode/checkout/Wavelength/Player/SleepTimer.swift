import Foundation

final class SleepTimer {
    private let clock: ManualClockProtocol
    private var deadline: Date?
    var onFire: (() -> Void)?

    init(clock: ManualClockProtocol) { self.clock = clock }

    func start(minutes: Int) {
        deadline = clock.now.addingTimeInterval(TimeInterval(minutes))
    }

    func tick() {
        guard let deadline, clock.now >= deadline else { return }
        self.deadline = nil
        onFire?()
    }
}
