import Foundation

final class SleepTimer {
    let duration: TimeInterval
    let fadeLead: TimeInterval
    var onFadeOut: (() -> Void)?
    private var work: DispatchWorkItem?

    init(duration: TimeInterval, fadeLead: TimeInterval = 10) {
        self.duration = duration
        self.fadeLead = fadeLead
    }

    func start() {
        let item = DispatchWorkItem { [weak self] in self?.onFadeOut?() }
        work = item
        DispatchQueue.main.asyncAfter(deadline: .now() + max(0, duration - fadeLead), execute: item)
    }
}
