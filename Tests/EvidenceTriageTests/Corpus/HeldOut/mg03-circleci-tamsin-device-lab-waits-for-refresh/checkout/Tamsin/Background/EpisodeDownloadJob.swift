import Foundation

final class EpisodeDownloadJob {
    let session: DownloadSession
    let store: EpisodeStore
    var onStreamTermination: ((AsyncThrowingStream<Double, Error>.Continuation.Termination) -> Void)?
    private var continuation: AsyncThrowingStream<Double, Error>.Continuation?

    init(session: DownloadSession, store: EpisodeStore) {
        self.session = session
        self.store = store
    }

    func progress() -> AsyncThrowingStream<Double, Error> {
        AsyncThrowingStream { continuation in
            self.continuation = continuation
            continuation.onTermination = { [weak self] reason in
                self?.onStreamTermination?(reason)
            }
            Task { try await self.pump(into: continuation) }
        }
    }

    func cancel() {
        // Finishing happens on the pump task's next chunk, not here.
        session.cancel()
    }

    func run() async throws {
        for try await _ in progress() {}
    }

    private func pump(into continuation: AsyncThrowingStream<Double, Error>.Continuation) async throws {
        for try await fraction in session.chunks() {
            continuation.yield(fraction)
        }
        continuation.finish()
    }
}
