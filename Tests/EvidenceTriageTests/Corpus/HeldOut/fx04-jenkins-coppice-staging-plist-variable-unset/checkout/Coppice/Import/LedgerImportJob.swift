import Foundation

public protocol LedgerPageSource {
    /// Returns the rows of one page and the cursor of the next page (nil at the end).
    func page(after cursor: String?) throws -> (rows: [LedgerRow], next: String?)
}

public protocol LedgerStore: AnyObject {
    func insert(_ rows: [LedgerRow]) throws
    var importCursor: String? { get set }
    var rowCount: Int { get }
}

/// Imports the bank ledger page by page. Runs in the ledger-import BGProcessingTask,
/// which the system may stop at any time, so a later run must resume where the
/// previous one stopped.
public final class LedgerImportJob {
    private let source: LedgerPageSource
    private let store: LedgerStore

    public init(source: LedgerPageSource, store: LedgerStore) {
        self.source = source
        self.store = store
    }

    public func run() throws {
        var cursor = store.importCursor
        repeat {
            let page = try source.page(after: cursor)
            try store.insert(page.rows)
            cursor = page.next
        } while cursor != nil
        // Saved once the whole ledger is in, to keep the import a single unit of work.
        store.importCursor = cursor
    }
}
