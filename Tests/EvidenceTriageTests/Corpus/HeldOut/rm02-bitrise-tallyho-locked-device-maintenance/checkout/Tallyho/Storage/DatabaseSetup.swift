import Foundation
import GRDB

enum DatabaseSetup {
    static func openQueue() throws -> DatabaseQueue {
        let dir = try FileManager.default.url(for: .applicationSupportDirectory, in: .userDomainMask,
                                              appropriateFor: nil, create: true)
        let path = dir.appendingPathComponent("tallyho.sqlite").path
        let queue = try DatabaseQueue(path: path)
        // Ledger data is sensitive: lock it with the device.
        try FileManager.default.setAttributes([.protectionKey: FileProtectionType.complete],
                                              ofItemAtPath: path)
        return queue
    }
}
