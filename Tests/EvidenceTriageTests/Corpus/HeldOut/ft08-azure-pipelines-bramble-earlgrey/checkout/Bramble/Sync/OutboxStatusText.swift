extension OutboxStore.Status {
    /// Text of the status label in the outbox list.
    var label: String {
        switch self {
        case .queued: return "Queued"
        case .sending: return "Sending…"
        case .sent: return "Sent"
        case .failed: return "Not sent · Tap to retry"
        }
    }
}
