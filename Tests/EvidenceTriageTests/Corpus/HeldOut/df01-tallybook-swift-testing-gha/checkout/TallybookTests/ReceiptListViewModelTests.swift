import Foundation
import Testing
@testable import Tallybook

@MainActor
struct ReceiptListViewModelTests {
    let store = InMemoryReceiptStore(receipts: [.fixture(merchant: "Bäckerei Hofmann", total: 4.20)])
    let center = NotificationCenter()

    @Test func reloadLoadsStoredReceipts() async {
        let viewModel = ReceiptListViewModel(store: store, center: center)
        await viewModel.reload()
        #expect(viewModel.receipts.count == 1)
    }

    @Test func reloadsWhenReceiptSaved() async {
        let viewModel = ReceiptListViewModel(store: store, center: center)

        await confirmation("view model reloads after .receiptSaved") { reloaded in
            viewModel.onReload = { reloaded() }
            center.post(name: .receiptSaved, object: nil)
            await Task.yield()
        }
    }
}
