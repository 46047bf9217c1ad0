import Clocks
import Foundation

final class CallService {
    private let clock: any Clock<Duration>
    private let ringTimeout: Duration
    private var continuation: AsyncStream<CallState>.Continuation?
    private lazy var states = AsyncStream<CallState> { continuation = $0 }

    init(clock: any Clock<Duration>, ringTimeout: Duration) {
        self.clock = clock
        self.ringTimeout = ringTimeout
    }

    func incomingCall(roomID: String) {
        continuation?.yield(.ringing(roomID))
        Task { [clock, ringTimeout] in
            try await clock.sleep(for: ringTimeout)
            self.continuation?.yield(.idle)
        }
    }

    func nextState() async -> CallState {
        for await state in states where state == .idle { return state }
        return .idle
    }
}
