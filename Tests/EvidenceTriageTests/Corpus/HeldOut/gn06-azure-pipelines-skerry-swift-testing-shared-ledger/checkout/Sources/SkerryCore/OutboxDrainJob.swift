import Foundation

public protocol SurveyUploader: Sendable {
    func upload(_ record: LedgerRecord) async throws
}

/// Runs from the app's BGProcessingTask and from "Sync now": uploads every pending
/// record and marks it sent.
public struct OutboxDrainJob: Sendable {
    public let ledger: InMemoryLedger
    public let uploader: SurveyUploader

    public init(ledger: InMemoryLedger = .shared, uploader: SurveyUploader) {
        self.ledger = ledger
        self.uploader = uploader
    }

    public func run() async throws {
        for record in ledger.pending {
            try Task.checkCancellation()
            try await uploader.upload(record)
            ledger.markSent(id: record.id)
        }
    }
}
