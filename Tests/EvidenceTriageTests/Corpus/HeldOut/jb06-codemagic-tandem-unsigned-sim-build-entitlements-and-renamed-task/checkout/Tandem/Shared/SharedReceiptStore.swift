import Foundation

/// Receipts the widget reads live in the app group container.
struct SharedReceiptStore {
    static let appGroup = "group.com.tandemrides.shared"

    var directory: URL? {
        FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: Self.appGroup)?
            .appendingPathComponent("Receipts", isDirectory: true)
    }

    func save(_ receipt: RideReceipt) throws {
        guard let directory else { throw CocoaError(.fileNoSuchFile) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try JSONEncoder().encode(receipt).write(to: directory.appendingPathComponent("\(receipt.id).json"))
    }
}
