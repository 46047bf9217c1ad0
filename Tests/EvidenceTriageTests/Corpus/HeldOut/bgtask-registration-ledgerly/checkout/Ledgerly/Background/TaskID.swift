enum TaskID: String, CaseIterable {
    case inboxRefresh      = "com.fernhollow.ledgerly.inbox-refresh"
    case receiptSync       = "com.fernhollow.ledgerly.receipt-sync"
    case nightlyCompaction = "com.fernhollow.ledgerly.nightly-compaction"
    case archiveExport     = "com.fernhollow.ledgerly.archive-export"
}
