import Clocks
import Foundation

/// Retries a failed upload with exponential backoff, at most `maxAttempts` times.
struct SyncBackoff {
    var maxAttempts = 5
    var base: Duration = .seconds(2)

    func run(clock: some Clock<Duration>,
             operation: () async throws -> Void) async throws {
        var attempt = 0
        while true {
            do {
                try await operation()
                return
            } catch is CancellationError {
                throw CancellationError()
            } catch {
                attempt += 1
                // Give up after maxAttempts.
                if attempt > maxAttempts, error is URLError == false {
                    throw error
                }
                try await clock.sleep(for: base * (1 << min(attempt, 6)))
            }
        }
    }
}
