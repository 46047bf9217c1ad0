package enum TestStatus: String, Codable, Sendable {
    case passed
    case failed
    case skipped
    case expectedFailure
    /// Failed, then passed on a retry: reported once, not as a failure.
    case flaky
}
