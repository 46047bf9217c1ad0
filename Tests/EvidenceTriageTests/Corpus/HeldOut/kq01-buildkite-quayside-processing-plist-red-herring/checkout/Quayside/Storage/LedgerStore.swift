import CoreData
import UIKit

/// Core Data cannot open a store written with `.complete` protection while the device is
/// locked, which is exactly when a processing task tends to run (QS-1201). `override` lets
/// tests reproduce the locked state without locking the lab device.
enum ProtectedData {
    enum State { case available, unavailable }
    static var override: State?
    static var isAvailable: Bool {
        if let override { return override == .available }
        return UIApplication.shared.isProtectedDataAvailable
    }
}

final class LedgerStore {
    static let shared = LedgerStore(url: LedgerStore.defaultURL)
    let container: NSPersistentContainer
    private let protection: () -> Bool

    init(url: URL, protection: @escaping () -> Bool = { ProtectedData.isAvailable }) {
        let description = NSPersistentStoreDescription(url: url)
        description.setOption(FileProtectionType.complete as NSObject,
                              forKey: NSPersistentStoreFileProtectionKey)
        container = NSPersistentContainer(name: "Ledger")
        container.persistentStoreDescriptions = [description]
        container.loadPersistentStores { _, _ in }
        self.protection = protection
    }

    func mergeSameDayEntries() -> Int {
        // groups LedgerEntry rows by (berthID, day) and folds them into one row each
        LedgerMerge.apply(in: container.viewContext)
    }

    func save() throws {
        guard protection() else {
            throw CocoaError(.fileReadNoPermission, userInfo: [NSFilePathErrorKey: "Ledger.sqlite"])
        }
        try container.viewContext.save()
    }

    static var defaultURL: URL {
        FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("Ledger.sqlite")
    }
}
