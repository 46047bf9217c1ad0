import SwiftUI

/// Drives ProgressButton: shows a spinner while `action` runs and ignores taps
/// until it finishes. With SWIFT_APPROACHABLE_CONCURRENCY the stored async
/// closure is nonisolated(nonsending), i.e. it runs on the caller's executor.
@Observable
final class ProgressButtonModel {
    private(set) var isRunning = false
    private(set) var runCount = 0
    private let action: () async -> Void

    init(action: @escaping () async -> Void) {
        self.action = action
    }

    func tap() async {
        guard !isRunning else { return }
        isRunning = true
        defer { isRunning = false }
        await action()
        runCount += 1
    }
}
