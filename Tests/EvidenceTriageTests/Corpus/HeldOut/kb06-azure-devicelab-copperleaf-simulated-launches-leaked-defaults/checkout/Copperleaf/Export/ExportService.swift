import Foundation

final class ExportService {
    static let shared = ExportService()

    @discardableResult
    func exportNow() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ledger.csv")
        try? LedgerCSVWriter.csv(for: LedgerStore.shared.all()).write(to: url, atomically: true, encoding: .utf8)
        UserDefaults.standard.set(Date(), forKey: "lastExportDate")
        return url
    }
}
