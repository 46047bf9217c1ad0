import XCTest
@testable import Tallowby

final class ShoppingListStoreTests: XCTestCase {
  private var directory: URL!

  override func setUpWithError() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  func testAddingDuplicateMergesQuantity() throws {
    let store = ShoppingListStore(directory: directory)
    store.add("milk", quantity: 1)
    store.add("milk", quantity: 2)
    XCTAssertEqual(store.items.map(\.quantity), [3])
  }

  func testReorderPersistsAcrossReload() throws {
    let store = ShoppingListStore(directory: directory, saveDebounce: .milliseconds(250))
    store.add("milk", quantity: 1)
    store.add("eggs", quantity: 6)
    store.add("bread", quantity: 1)

    store.move(from: 1, to: 0)

    // Waits a fixed 260 ms for the debounced save; on a busy device the
    // save can land later than that.
    let saved = expectation(description: "debounce window")
    DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(260)) { saved.fulfill() }
    wait(for: [saved], timeout: 1)

    let reloaded = ShoppingListStore(directory: directory)
    XCTAssertEqual(reloaded.items.map(\.name), ["eggs", "milk", "bread"])
  }
}
