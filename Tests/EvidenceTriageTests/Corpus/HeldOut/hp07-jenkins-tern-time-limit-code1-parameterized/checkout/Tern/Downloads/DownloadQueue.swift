import Foundation

enum InterruptionReason: String, CaseIterable, Sendable {
    case appTerminated, networkLost, userPaused
}

enum DownloadState: Equatable, Sendable {
    case queued, downloading(progress: Double), paused, failed, done
}

final class DownloadQueue {
    private(set) var states: [TilePack.ID: DownloadState] = [:]

    func enqueue(_ pack: TilePack) { states[pack.id] = .queued }
    func state(of id: TilePack.ID) -> DownloadState? { states[id] }

    func interrupt(_ id: TilePack.ID, reason: InterruptionReason) {
        switch reason {
        case .appTerminated: states[id] = .queued
        case .networkLost: states[id] = .failed
        case .userPaused: states[id] = .paused
        }
    }

    /// Everything that was interrupted by the system goes back into the queue
    /// when the app relaunches or the network returns. User pauses stay paused.
    func resumeInterrupted() {
        for (id, state) in states where state == .queued {
            states[id] = .downloading(progress: 0)
        }
    }
}
