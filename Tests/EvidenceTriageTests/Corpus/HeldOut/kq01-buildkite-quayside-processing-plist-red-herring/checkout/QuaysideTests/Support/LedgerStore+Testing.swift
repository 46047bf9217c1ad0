import Foundation
@testable import Quayside

extension LedgerStore {
    static func makeTemporary(protection: @escaping () -> Bool = { true }) -> LedgerStore {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent(UUID().uuidString)
            .appendingPathExtension("sqlite")
        return LedgerStore(url: url, protection: protection)
    }
}
