import Foundation
import Shared

final class ReceiptShareModel: ObservableObject {
    enum State: Equatable { case idle, ready(String), nothingToExport }

    @Published private(set) var state: State = .idle
    private let exporter: ReceiptExporter

    init(exporter: ReceiptExporter) { self.exporter = exporter }

    func prepareExport(receiptId: Int64) {
        // ReceiptExporter.export is not declared @Throws on the Kotlin side; Swift sees
        // a non-throwing function, so there is nothing to catch here.
        let csv = exporter.export(receiptId: receiptId)
        state = csv.isEmpty ? .nothingToExport : .ready(csv)
    }
}
