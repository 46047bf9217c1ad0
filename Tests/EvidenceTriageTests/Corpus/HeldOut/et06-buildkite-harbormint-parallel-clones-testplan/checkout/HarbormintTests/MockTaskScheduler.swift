import Foundation
@testable import Harbormint

/// Records submissions instead of talking to BGTaskScheduler.
actor MockTaskScheduler: RefreshTaskScheduling {
    struct Submission: Equatable {
        let identifier: String
        let earliestBeginDate: Date
    }

    private(set) var submissions: [Submission] = []
    private(set) var cancelled: [String] = []
    private var waiters: [CheckedContinuation<Submission, Never>] = []

    func submitRefresh(identifier: String, earliestBeginDate: Date) async throws {
        let submission = Submission(identifier: identifier, earliestBeginDate: earliestBeginDate)
        submissions.append(submission)
        let ready = waiters
        waiters.removeAll()
        ready.forEach { $0.resume(returning: submission) }
    }

    func cancel(identifier: String) async {
        cancelled.append(identifier)
    }

    /// Suspends until the next submission arrives (or returns the latest one).
    func nextSubmission() async -> Submission {
        if let last = submissions.last { return last }
        return await withCheckedContinuation { waiters.append($0) }
    }
}
