import Foundation
import UserNotifications

final class FocusSession: ObservableObject {
    @Published private(set) var phase: Phase = .idle
    private var timer: Timer?
    let length: TimeInterval

    enum Phase { case idle, focusing, onBreak }

    init(length: TimeInterval) { self.length = length }

    func start() {
        phase = .focusing
        timer = Timer.scheduledTimer(withTimeInterval: length, repeats: false) { [weak self] _ in
            self?.phase = .onBreak          // drives the "Break time" alert
        }
    }

    func pause() { timer?.invalidate(); timer = nil }
}
