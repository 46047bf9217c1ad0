import SwiftData
import XCTest
@testable import LarchVaultKit

@MainActor
final class SharedVaultStoreTests: XCTestCase {
    func testInsertedItemVisibleToExtensionContainer() throws {
        let store = try SharedVaultStore()
        try store.insert(VaultItem(title: "Passport scan", isPinned: true))
        let reader = try SharedVaultStore()   // what the Share extension opens
        let items = try reader.container.mainContext.fetch(FetchDescriptor<VaultItem>())
        XCTAssertEqual(items.map(\.title), ["Passport scan"])
    }
}
